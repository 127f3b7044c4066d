package adjutant.engine.augsburg.action;

/**
 * A numbered option at a step that offers some (how far a winner follows up, how many NMs an
 * evader flees, 0/1 for no/yes): the step says what each number means.
 */
public record Choose(int option) implements LoaAction {
}
