package adjutant.engine.blownaway;

import adjutant.engine.blownaway.scenario.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where a man stands in his unit, in the words a person finds him by on the table: "the
 * soldier at the right end of the rear rank", "the drummer 2nd from the left in the front
 * rank". Ranks and files are read from the formation grid's slots (so a bent column counts its
 * ranks from the head), left and right as the unit faces.
 */
final class FigurePlaces {
    private FigurePlaces() {}

    /** The men, each said with his role and place, joined with commas; "nobody" for none. */
    static String of(BaState s, List<Integer> figures) {
        if (figures.isEmpty()) {
            return "nobody";
        }
        List<String> said = new ArrayList<>();
        for (int f : figures) {
            said.add(of(s, f));
        }
        return String.join(", ", said);
    }

    /** One man: his role and where he stands. */
    static String of(BaState s, int f) {
        String who = role(s.setup.role(f));
        FigureStatus status = s.status(f);
        if (status == FigureStatus.RUNNING) {
            return "a running " + who;
        }
        if (status != FigureStatus.IN_RANKS || s.slot(f) < 0) {
            return "the " + who + " standing apart";
        }
        return "the " + who + " " + place(s, f);
    }

    private static String role(Role r) {
        return switch (r) {
            case OTHER_COMMAND -> "command figure";
            case FLAG_BEARER -> "flag bearer";
            default -> r.name().toLowerCase(Locale.ROOT);
        };
    }

    /** "at the right end of the rear rank": the man's rank among the occupied ranks, then his file in it. */
    private static String place(BaState s, int f) {
        int u = s.setup.unitOf(f);
        double[] local = SlotGeometry.local(s.formation(u), s.setup.type(u), s.gridSize(u));
        double myX = local[2 * s.slot(f)];
        double myY = local[2 * s.slot(f) + 1];
        List<Double> rankDepths = new ArrayList<>();
        List<Double> rankMates = new ArrayList<>();
        int from = s.setup.firstFigure(u);
        for (int g = from; g < from + s.setup.startMen(u); g++) {
            if (s.status(g) != FigureStatus.IN_RANKS || s.slot(g) < 0) {
                continue;
            }
            double gy = local[2 * s.slot(g) + 1];
            if (rankDepths.stream().noneMatch(d -> Math.abs(d - gy) < 0.05)) {
                rankDepths.add(gy);
            }
            if (Math.abs(gy - myY) < 0.05) {
                rankMates.add(local[2 * s.slot(g)]);
            }
        }
        long ahead = rankDepths.stream().filter(d -> d > myY + 0.05).count();
        String rank = rankName((int) ahead, rankDepths.size());
        long toHisLeft = rankMates.stream().filter(x -> x < myX - 0.05).count();
        long toHisRight = rankMates.stream().filter(x -> x > myX + 0.05).count();
        String file = file((int) toHisLeft, (int) toHisRight);
        return file.isEmpty() ? "in " + rank : file + (file.startsWith("at") || file.startsWith("in the centre") ? " of " : " in ") + rank;
    }

    private static String rankName(int ahead, int ranks) {
        if (ranks == 1) {
            return "the rank";
        } else if (ahead == 0) {
            return "the front rank";
        } else if (ahead == ranks - 1) {
            return "the rear rank";
        }
        return "the " + ordinal(ahead + 1) + " rank";
    }

    private static String file(int toHisLeft, int toHisRight) {
        if (toHisLeft == 0 && toHisRight == 0) {
            return "";
        } else if (toHisRight == 0) {
            return "at the right end";
        } else if (toHisLeft == 0) {
            return "at the left end";
        } else if (toHisLeft == toHisRight) {
            return "in the centre";
        }
        return toHisRight < toHisLeft ? ordinal(toHisRight + 1) + " from the right" : ordinal(toHisLeft + 1) + " from the left";
    }

    private static String ordinal(int n) {
        int tens = n % 100;
        String suffix = tens >= 11 && tens <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
