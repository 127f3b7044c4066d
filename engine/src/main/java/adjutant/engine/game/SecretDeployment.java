package adjutant.engine.game;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The bot's deployment written down before the person deploys (BA-SETUP-9: deployments are fixed
 * independently and revealed together), sealed by the SHA-256 of its text. The text ends with a
 * random seal line, so the hash gives nothing away; once revealed, anyone can hash the text and
 * compare.
 *
 * @param plan the units' placements, seen from the person's side
 * @param text what was written, word for word (the hash is of its UTF-8 bytes)
 * @param sha256 hex digest of {@code text}
 */
public record SecretDeployment(Map<Integer, TablePlacement> plan, String text, String sha256) {

    /**
     * The bot's choice among the frame's plans, drawn at random (a setup the person cannot
     * predict), skipping any the table refuses; empty when the frame offers none.
     */
    public static <S extends GameState<S>> Optional<SecretDeployment> choose(TableFrame<S> frame, S s, Side bot, Side person,
            String botName, SplittableRandom random) {
        List<Map<Integer, TablePlacement>> plans = new ArrayList<>(frame.deploymentPlans(s, bot, person));
        while (!plans.isEmpty()) {
            Map<Integer, TablePlacement> plan = plans.remove(random.nextInt(plans.size()));
            try {
                S deployed = frame.placedAll(s, plan, person);
                return Optional.of(written(frame, deployed, plan, botName, random));
            } catch (IllegalArgumentException refused) {
                // terrain or the table edge rules this plan out here: draw another
            }
        }
        return Optional.empty();
    }

    /** The sync that reveals it: the plan, measured from {@code person}'s side, with its text. */
    public TableSync reveal(Side person) {
        return new TableSync(plan, person, true, text);
    }

    private static <S extends GameState<S>> SecretDeployment written(TableFrame<S> frame, S deployed,
            Map<Integer, TablePlacement> plan, String botName, SplittableRandom random) {
        StringBuilder b = new StringBuilder("Adjutant's deployment for the ").append(botName).append(", measured from your side:\n");
        plan.keySet().stream().sorted().forEach(u -> b.append(frame.unitName(deployed, u)).append(": ")
                .append(frame.referencePoint(deployed, u)).append(' ')
                .append(frame.placement(deployed, u, frame.side(deployed, u).opponent()).words(frame.lengthUnit()))
                .append(".\n"));
        byte[] seal = new byte[16];
        for (int i = 0; i < seal.length; i++) {
            seal[i] = (byte) random.nextInt(256);
        }
        b.append("Seal: ").append(HexFormat.of().formatHex(seal)).append('\n');
        String text = b.toString();
        return new SecretDeployment(plan, text, sha256(text));
    }

    public static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
