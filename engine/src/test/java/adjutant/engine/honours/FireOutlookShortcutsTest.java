package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.scenario.TerrainKind;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HOW-FIRE-8 and HOW-ORG-9 (more than half, by base centres): what the bots' fire outlook keeps for speed is what the rules find
 * afresh. At every step of seeded random games, in a state and in a copy that shares its
 * footprints: who is engaged, asked through one {@link EngagedUnits} in an order of its own,
 * equals {@link HowState#engaged}; whether melee shields a target, given that answer, equals the
 * plain check; and every footprint's kept {@link Terrain#mostlyIn} answers, asked twice, equal a
 * fresh count for every kind of terrain.
 */
class FireOutlookShortcutsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"st-ulrich", "kutzdorf", "spittelwitz", "lobositz"})
    void theKeptAnswersAreThePlainOnes(String scenario) {
        HonoursRules rules = new HonoursRules();
                int engaged = 0;
        int mostlyIn = 0;
        for (long seed = 1; seed <= 2; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            HowState s = RandomHowPlay.newGame(scenario);
            for (int step = 0; step < 400 && !s.result.isOver(); step++) {
                engaged += checkEngaged(s, random);
                mostlyIn += checkTerrain(s);
                mostlyIn += checkTerrain(s.copy());
                RandomHowPlay.step(rules, s, random);
            }
        }
        assertTrue(scenario.equals("st-ulrich") || engaged > 0, "some unit was engaged in " + scenario);
        assertTrue(mostlyIn > 0, "some footprint stood mostly in some terrain in " + scenario);
    }

    /** Every unit asked once, in a random order, of one memo; every firer–target pair's melee shield. */
    private static int checkEngaged(HowState s, SplittableRandom random) {
        EngagedUnits memo = new EngagedUnits(s);
        int n = s.units.length;
        int start = random.nextInt(n);
        int engaged = 0;
        for (int i = 0; i < n; i++) {
            int u = (start + i * 7) % n;
            for (int again = 0; again < 2; again++) {
                assertEquals(s.engaged(u), memo.engaged(u), "unit " + u);
            }
            engaged += s.inPlay(u) && s.engaged(u) ? 1 : 0;
        }
        for (int f = 0; f < n; f++) {
            for (int t = 0; t < n; t++) {
                if (s.inPlay(f) && s.inPlay(t) && s.setup.side(f) != s.setup.side(t)) {
                    assertEquals(Firing.meleeShields(s, f, t), Firing.meleeShields(s, f, t, memo.engaged(t)),
                            "firer " + f + ", target " + t);
                }
            }
        }
        return engaged;
    }

    private static int checkTerrain(HowState s) {
        Terrain terrain = s.setup.terrain();
        int mostly = 0;
        for (int u = 0; u < s.units.length; u++) {
            Footprint f = s.footprint(u);
            for (TerrainKind kind : TerrainKind.values()) {
                boolean plain = terrain.countMostlyIn(f, kind);
                assertEquals(plain, terrain.mostlyIn(f, kind), "unit " + u + " in " + kind);
                assertEquals(plain, terrain.mostlyIn(f, kind), "unit " + u + " in " + kind + ", kept");
                mostly += plain ? 1 : 0;
            }
        }
        return mostly;
    }
}
