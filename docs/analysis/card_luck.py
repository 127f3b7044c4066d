#!/usr/bin/env python3
"""How much of a selfplay score the cards decided (docs/strength.md section 9).

Usage: card_luck.py RECORD_DIR PLAYER_SPEC_PREFIX
  RECORD_DIR          the --record directory of a Blown Away chance-version selfplay run
  PLAYER_SPEC_PREFIX  the start of the player's spec, e.g. "mcts"

For every game: the combats the player's card won minus those it lost (cards compared before
any modifier, from the records' "cards B R" steps: blue's card, then red's), and its score.
Prints the score by that count (as selfplay's luck line does), then a logistic fit of the wins
on it: the player's win probability when the cards come out even, and what that probability
would have to be, with the same cards and the same weight of a combat, for a 75% score.
"""
import glob
import json
import math
import sys


def games(directory, prefix):
    rows = []
    for f in sorted(glob.glob(directory + '/game-*.json')):
        d = json.load(open(f))
        side = 'blue' if d['players']['blue'].startswith(prefix) else 'red'
        outcome = d['result']['outcome']
        score = 0.5 if outcome == 'DRAW' else (1.0 if outcome.lower().startswith(side) else 0.0)
        ahead = 0
        for s in d['steps']:
            if s['notation'].startswith('cards '):
                b, r = map(int, s['notation'].split()[1:3])
                ahead += (b > r) - (b < r) if side == 'blue' else (r > b) - (r < b)
        rows.append((score, ahead))
    return rows


def fit(rows):
    """Logistic regression of the decided games' wins on the count (Newton's method)."""
    a = c = 0.0
    for _ in range(50):
        ga = gc = haa = hac = hcc = 0.0
        for w, x in rows:
            if w == 0.5:
                continue
            p = 1 / (1 + math.exp(-(a + c * x)))
            e, v = w - p, p * (1 - p)
            ga, gc = ga + e, gc + e * x
            haa, hac, hcc = haa + v, hac + v * x, hcc + v * x * x
        det = haa * hcc - hac * hac
        a, c = a + (hcc * ga - hac * gc) / det, c + (-hac * ga + haa * gc) / det
    return a, c


def main():
    rows = games(sys.argv[1], sys.argv[2])
    n = len(rows)
    print(f'{n} games, score {100 * sum(w for w, _ in rows) / n:.1f}%')
    for lo, hi, label in [(-99, -2, '2 or more behind'), (-1, -1, '1 behind'), (0, 0, 'even'),
                          (1, 1, '1 ahead'), (2, 99, '2 or more ahead')]:
        sel = [w for w, x in rows if lo <= x <= hi]
        if sel:
            print(f'  {label}: {100 * sum(sel) / len(sel):.1f}% of {len(sel)} games')
    a, c = fit(rows)
    sigmoid = lambda z: 1 / (1 + math.exp(-z))
    print(f'fit: {100 * sigmoid(a):.1f}% with even cards; each combat won on the cards multiplies the odds by {math.exp(c):.2f}')
    lo, hi = -10.0, 10.0
    for _ in range(60):
        mid = (lo + hi) / 2
        if sum(sigmoid(mid + c * x) for _, x in rows) / n < 0.75:
            lo = mid
        else:
            hi = mid
    print(f'a 75% score with the same cards needs {100 * sigmoid(lo):.1f}% with even cards')


if __name__ == '__main__':
    main()
