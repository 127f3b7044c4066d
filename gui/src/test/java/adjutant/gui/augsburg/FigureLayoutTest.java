package adjutant.gui.augsburg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.augsburg.FigureType;
import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.Kind;
import adjutant.gui.augsburg.FigureLayout.Piece;
import adjutant.gui.augsburg.FigureLayout.Place;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Figures in ranks as drawn (LOA-ORG-2 to LOA-ORG-5, AMB-11, AMB-12, AMB-13). */
class FigureLayoutTest {

    private static long count(List<Place> places, Piece p) {
        return places.stream().filter(x -> x.piece() == p).count();
    }

    private static void distinctPlaces(List<Place> places, int files, int ranks) {
        Set<Integer> seen = new HashSet<>();
        for (Place p : places) {
            assertTrue(p.rank() >= 0 && p.rank() < ranks && p.file() >= 0 && p.file() < files, p.toString());
            assertTrue(seen.add(p.rank() * files + p.file()), "two figures on " + p);
        }
    }

    @Test
    void aDutchBattalionStandsTwelveByTwoWithItsColoursOfficersAndDrummersMidFront() {
        List<Place> places = FigureLayout.of(Kind.DUTCH_FOOT, Formation.LINE, Kind.DUTCH_FOOT.fullStrength(), 12, 2);
        assertEquals(24, places.size());
        distinctPlaces(places, 12, 2);
        assertEquals(2, count(places, Piece.FLAG));
        assertEquals(2, count(places, Piece.OFFICER));
        assertEquals(2, count(places, Piece.DRUMMER));
        for (Place p : places) {
            if (p.piece() != Piece.MUSKETEER) {
                assertEquals(0, p.rank(), "command in the front rank: " + p);
                assertTrue(p.file() >= 3 && p.file() <= 8, "command in the middle: " + p);
            }
        }
    }

    @Test
    void pikesStandInTheMiddleAndLossesShortenTheRearRank() {
        int[] f = Kind.FRENCH_FOOT.fullStrength();
        f[FigureType.MUSKETEER.ordinal()] -= 4;
        f[FigureType.PIKE.ordinal()] = 2; // 8 musketeers, 2 pikes, 4 command: 14 figures, 7 files
        List<Place> places = FigureLayout.of(Kind.FRENCH_FOOT, Formation.LINE, f, 7, 2);
        assertEquals(14, places.size());
        distinctPlaces(places, 7, 2);
        places.stream().filter(p -> p.piece() == Piece.PIKE)
                .forEach(p -> assertTrue(Math.abs(p.file() - 3) <= 1, "pikes in the middle: " + p));
        int[] g = Kind.FRENCH_FOOT.fullStrength();
        g[FigureType.MUSKETEER.ordinal()] = 7; // 11 figures in 6 files: 6 in front, 5 behind
        List<Place> after = FigureLayout.of(Kind.FRENCH_FOOT, Formation.LINE, g, 6, 2);
        assertEquals(6, after.stream().filter(p -> p.rank() == 0).count());
        assertEquals(5, after.stream().filter(p -> p.rank() == 1).count());
    }

    @Test
    void aGunStandsAmidItsCrewOrAtTheHeadOfItsFileLimbered() {
        int[] crew = Kind.FIELD_GUN.fullStrength();
        List<Place> unlimbered = FigureLayout.of(Kind.FIELD_GUN, Formation.UNLIMBERED, crew, 3, 2);
        assertEquals(new Place(0, 1, Piece.GUN), unlimbered.get(0), "X G X");
        assertEquals(5, count(unlimbered, Piece.CREW));
        distinctPlaces(unlimbered, 3, 2);
        List<Place> limbered = FigureLayout.of(Kind.FIELD_GUN, Formation.LIMBERED, crew, 1, 6);
        assertEquals(new Place(0, 0, Piece.GUN), limbered.get(0), "G XXXXX");
        assertEquals(5, count(limbered, Piece.CREW));
        distinctPlaces(limbered, 1, 6);
    }

    @Test
    void horseStandsInItsRanks() {
        List<Place> deep = FigureLayout.of(Kind.PISTOLEERS, Formation.DEEP, Kind.PISTOLEERS.fullStrength(), 3, 2);
        assertEquals(6, count(deep, Piece.TROOPER));
        distinctPlaces(deep, 3, 2);
        List<Place> line = FigureLayout.of(Kind.AGGRESSIVE_HORSE, Formation.LINE, Kind.AGGRESSIVE_HORSE.fullStrength(), 6, 1);
        assertEquals(6, count(line, Piece.TROOPER));
        distinctPlaces(line, 6, 1);
    }
}
