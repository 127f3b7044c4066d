#!/usr/bin/env python3
"""Writes generated-64-units.json: a Blown Away scenario of 64 units (32 a side) on an open
table, for the bench's scaling line only (it is not a shipped scenario). Each side stands in
two lines of 16 units: cavalry on the wings, a battery every fourth place, infantry between.
Run: python3 docs/bench/generate_64_units.py > docs/bench/generated-64-units.json"""
import json

LENGTH, WIDTH, SPACING, FIRST = 200, 72, 12, 10
INFANTRY = {"soldier": 10, "officer": 1, "drummer": 1, "flagBearer": 1}
CAVALRY = {"soldier": 7, "officer": 1, "otherCommand": 1, "flagBearer": 1}
GUNS = {"gunner": 4}


def unit(side, n, place, y, facing):
    if place in (0, 15):
        kind, label, men, formation = "cavalry", "dragoons", CAVALRY, "line"
    elif place % 4 == 2:
        kind, label, men, formation = "artillery", None, GUNS, "battery"
    else:
        kind, label, men, formation = "infantry", "musketeers", INFANTRY, "line"
    u = {"id": f"{side[0]}-{n}", "name": f"{side.capitalize()} {kind} {n}", "type": kind, "formation": formation,
         "anchor": [FIRST + SPACING * place, y], "facing": facing, "men": men}
    if label:
        u["label"] = label
    return u


def army(side, rows, facing, commander):
    units = [unit(side, row * 16 + place + 1, place, y, facing) for row, y in enumerate(rows) for place in range(16)]
    return {"name": side.capitalize(), "commander": commander, "units": units}


scenario = {
    "format": "adjutant-scenario/1", "rules": "blown-away", "name": "generated-64-units",
    "title": "Generated: 64 units", "description": "32 units a side in two lines on an open table: the bench's scaling line.",
    "variant": "chance", "year": 1757, "table": {"length": LENGTH, "width": WIDTH}, "turnLimit": 200, "deployDepth": 16,
    "victory": "objectives", "objectivesToWin": 3, "terrain": [],
    "objectives": [{"id": f"obj-{i + 1}", "name": f"Objective {i + 1}", "center": [25 + 50 * i, WIDTH / 2], "radius": 3} for i in range(4)],
    "armies": {"blue": army("blue", [14, 5], 90, [LENGTH / 2, 1]), "red": army("red", [WIDTH - 14, WIDTH - 5], 270,
                                                                              [LENGTH / 2, WIDTH - 1])},
}
print(json.dumps(scenario, indent=2))
