package adjutant.engine.honours;

import adjutant.engine.scenario.TerrainFeature;
import adjutant.engine.scenario.TerrainKind;

/** Whether a unit stands in a river (HOW-TERR-17, HOW-TERR-18). */
final class Rivers {

    private Rivers() {
    }

    static boolean touching(HowState s, Footprint f) {
        for (TerrainFeature t : s.setup.terrain().features()) {
            if (t.kind() == TerrainKind.RIVER && Terrain.touches(f, t)) {
                return true;
            }
        }
        return false;
    }
}
