package adjutant.engine.honours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.geometry.Vec2;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HOW-FIRE-15: crossing fire passes over the firers a path stays out of reach of before it
 * samples their zones. At every step of seeded random games, for movers of either side on paths
 * toward an enemy (so that zones are crossed) and on paths of any length and turn, the offers
 * made with the shortcut are the offers the plain sampling of every enemy's zone makes, in the
 * same order.
 */
class CrossingFireReachTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"st-ulrich", "kutzdorf", "spittelwitz", "lobositz"})
    void theShortcutOffersWhatThePlainSamplingOffers(String scenario) {
        HonoursRules rules = new HonoursRules();
        SplittableRandom random = new SplittableRandom(11);
        HowState s = RandomHowPlay.newGame(scenario);
        int offered = 0;
        int paths = 0;
        for (int step = 0; step < 300 && !s.result.isOver(); step++) {
            for (int tries = 0; tries < 4; tries++) {
                int mover = random.nextInt(s.units.length);
                if (!s.inPlay(mover)) {
                    continue;
                }
                Footprint from = s.footprint(mover);
                Footprint to = from.movedTo(destination(s, mover, random), from.facing() + random.nextDouble(-90, 90));
                List<CrossingFireOffer> plain = CrossingFire.offers(s, mover, from, to, false);
                assertEquals(plain, CrossingFire.offers(s, mover, from, to, true), "mover " + mover + " at step " + step);
                offered += plain.size();
                paths++;
            }
            RandomHowPlay.step(rules, s, random);
        }
        assertTrue(paths > 100, "paths tried: " + paths);
        assertTrue(offered > 0, "some path drew crossing fire in " + scenario);
    }

    /** Half the time near a random enemy's front, else anywhere within 60 cm. */
    private static Vec2 destination(HowState s, int mover, SplittableRandom random) {
        Vec2 at = s.footprint(mover).frontCentre();
        int e = random.nextInt(s.units.length);
        if (random.nextBoolean() && s.setup.side(e) != s.setup.side(mover) && s.inPlay(e)) {
            Footprint enemy = s.footprint(e);
            Vec2 ahead = enemy.frontCentre();
            double side = random.nextDouble(-1, 1) * 60;
            return new Vec2(ahead.x() + side, ahead.y() + random.nextDouble(-40, 40));
        }
        return new Vec2(at.x() + random.nextDouble(-60, 60), at.y() + random.nextDouble(-60, 60));
    }
}
