package adjutant.gui.augsburg;

import adjutant.engine.augsburg.FigureType;
import adjutant.engine.augsburg.Formation;
import adjutant.engine.augsburg.Kind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where each figure of a unit stands in its ranks, as the table shows it: 1" a figure and 1" a
 * rank (LOA-ORG-2 to LOA-ORG-5), the front rank full and the rear ranks centred behind it after
 * losses. Command figures (flags, officers, drummers) stand in the middle of the front rank,
 * pikes in the middle behind them; a gun stands in the middle of its crew's front (X G X) or,
 * limbered, at the head of the file (G XXXXX). The gun is no figure (AMB-12) but is drawn.
 */
final class FigureLayout {

    /** What one place of the ranks holds. */
    enum Piece {
        MUSKETEER,
        PIKE,
        OFFICER,
        FLAG,
        DRUMMER,
        TROOPER,
        CREW,
        GUN;

        static Piece of(FigureType t) {
            return valueOf(t.name());
        }
    }

    /** A piece at rank {@code rank} (0 the front) and file {@code file} (0 the left seen from behind). */
    record Place(int rank, int file, Piece piece) {}

    private FigureLayout() {}

    /**
     * The places of a unit's figures in a footprint {@code files} wide and {@code ranks} deep
     * (the engine's footprint, so the drawing and the rules agree on the unit's extent).
     *
     * @param figures current figures by {@link FigureType} ordinal
     */
    static List<Place> of(Kind kind, Formation formation, int[] figures, int files, int ranks) {
        List<Piece> command = new ArrayList<>();
        for (FigureType t : new FigureType[] {FigureType.FLAG, FigureType.OFFICER, FigureType.DRUMMER}) {
            for (int i = 0; i < figures[t.ordinal()]; i++) {
                command.add(Piece.of(t));
            }
        }
        int pikes = figures[FigureType.PIKE.ordinal()];
        List<Piece> rankAndFile = new ArrayList<>();
        for (FigureType t : new FigureType[] {FigureType.MUSKETEER, FigureType.TROOPER, FigureType.CREW}) {
            for (int i = 0; i < figures[t.ordinal()]; i++) {
                rankAndFile.add(Piece.of(t));
            }
        }
        if (kind.isArtillery()) {
            return gun(formation, rankAndFile.size() + command.size() + pikes, files, ranks);
        }
        int n = command.size() + pikes + rankAndFile.size();
        List<int[]> slots = slots(n, files, ranks);
        double centre = (files - 1) / 2.0;
        List<Place> out = new ArrayList<>();
        // command figures: front rank first, nearest the middle first
        slots.sort(Comparator.<int[]>comparingInt(p -> p[0]).thenComparingDouble(p -> Math.abs(p[1] - centre)));
        for (Piece p : command) {
            int[] s = slots.remove(0);
            out.add(new Place(s[0], s[1], p));
        }
        // pikes: nearest the middle of any rank
        slots.sort(Comparator.<int[]>comparingDouble(p -> Math.abs(p[1] - centre)).thenComparingInt(p -> p[0]));
        for (int i = 0; i < pikes; i++) {
            int[] s = slots.remove(0);
            out.add(new Place(s[0], s[1], Piece.PIKE));
        }
        for (int i = 0; i < slots.size(); i++) {
            out.add(new Place(slots.get(i)[0], slots.get(i)[1], rankAndFile.get(i)));
        }
        return out;
    }

    /** {@code n} places: each rank as full as the front allows, the rear ones centred. */
    private static List<int[]> slots(int n, int files, int ranks) {
        List<int[]> out = new ArrayList<>();
        int left = n;
        for (int r = 0; r < ranks && left > 0; r++) {
            int k = Math.min(files, left);
            int start = (files - k) / 2;
            for (int f = start; f < start + k; f++) {
                out.add(new int[] {r, f});
            }
            left -= k;
        }
        return out;
    }

    /** A gun and its crew: X G X over X X X unlimbered, G then the crew in file limbered (LOA-ORG-5). */
    private static List<Place> gun(Formation formation, int crew, int files, int ranks) {
        List<Place> out = new ArrayList<>();
        if (formation == Formation.LIMBERED) {
            out.add(new Place(0, 0, Piece.GUN));
            for (int i = 0; i < crew && i + 1 < ranks; i++) {
                out.add(new Place(i + 1, 0, Piece.CREW));
            }
            return out;
        }
        int middle = files / 2;
        out.add(new Place(0, middle, Piece.GUN));
        List<int[]> slots = new ArrayList<>();
        for (int r = 0; r < ranks; r++) {
            for (int f = 0; f < files; f++) {
                if (!(r == 0 && f == middle)) {
                    slots.add(new int[] {r, f});
                }
            }
        }
        for (int i = 0; i < crew && i < slots.size(); i++) {
            out.add(new Place(slots.get(i)[0], slots.get(i)[1], Piece.CREW));
        }
        return out;
    }
}
