package adjutant.engine.honours.action;

import java.util.Locale;

/** What a unit fires: small arms, or a battery's roundshot, canister or howitzer shell (HOW-AFIRE). */
public enum Ammo {
    MUSKETRY,
    ROUNDSHOT,
    CANISTER,
    SHELL;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Ammo fromId(String id) {
        for (Ammo a : values()) {
            if (a.id().equals(id)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown ammunition '" + id + "'");
    }
}
