#!/usr/bin/env python3
"""Fits the behaviour model of docs/analysis.md ("The behaviour model") on real
games and writes it as a C++ header (src/core/behaviour_rates.h).

    python3 tools/fit_behaviour.py ../shared/real-games/games > src/core/behaviour_rates.h

Reads every GAME.truth.json (the real roles, every real hand, every claim made
in the log). Counts, for each role (liberal, fascist, Hitler) and situation,
what real players did: which tiles a President passed from the three drawn,
which tile a Chancellor enacted from the two passed, what a President said they
drew, a Chancellor received, a peeker saw, an investigator saw. Each table is
the share of each choice with `alpha` added to every possible choice (so no
choice is ever impossible). `alpha` and whether the claims depend on more of
the situation (the President's claim on the tiles passed as well as drawn, the
Chancellor's on what was enacted as well as passed) are chosen by the held-out
log-likelihood of five folds split by lobby (a game and its remakes stay
together, as the README of the games says); the tables written are then
counted on all the games. Python 3 standard library only; deterministic.

    python3 tools/fit_behaviour.py GAMES --list-fold K      # the games of fold K
    python3 tools/fit_behaviour.py GAMES --without-fold=K   # rates without fold K

score fold K held out (docs/analysis.md, "How good it is").
"""

import glob
import hashlib
import json
import math
import os
import re
import sys

ROLES = ('liberal', 'fascist', 'hitler')
ENACTED = ('liberal', 'fascist', 'vetoed')
FOLDS = 5
ALPHAS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)


def libs(tiles):
    return tiles.count('L')


def lobby(game_id):
    return re.sub(r'Remake\d*$', '', game_id)


def fold_of(game_id):
    return int(hashlib.sha256(lobby(game_id).encode()).hexdigest(), 16) % FOLDS


def observations(games_dir):
    """-> list of (fold, kind, role, situation, choice); one per real decision."""
    obs = []
    for path in sorted(glob.glob(os.path.join(games_dir, '*.truth.json'))):
        with open(path) as f:
            truth = json.load(f)
        fold = fold_of(truth['game'])
        roles = truth['roles']
        for s in truth['sessions']:
            pres, chan = ROLES.index(roles[s['president']]), ROLES.index(roles[s['chancellor']])
            drawn, passed = libs(s['president_hand']), libs(s['chancellor_hand'])
            enacted = ENACTED.index(s['enacted'])
            if drawn in (1, 2):  # R21: a choice only when the three are mixed
                obs.append((fold, 'pass', pres, (drawn,), passed))
            if passed == 1 and enacted < 2:  # R22: a choice only when the two are mixed
                obs.append((fold, 'enact', chan, (passed,), enacted))
            in_log = s.get('claim_lines', {})
            claims = s['claims']
            if 'drew' in claims and 'drew' in in_log:
                obs.append((fold, 'drew', pres, (drawn, passed), libs(claims['drew'])))
                # Too few peek claims to fit on their own (5): a peeker is taken to
                # be as truthful as a President saying what they drew.
                obs.append((fold, 'peeked', pres, (), int(libs(claims['drew']) == drawn)))
            if 'received' in claims and 'received' in in_log:
                obs.append((fold, 'received', chan, (passed, enacted), libs(claims['received'])))
            if 'peeked' in claims and 'peeked' in in_log:
                real = s['truth'].get('peeked', claims['peeked'])
                obs.append((fold, 'peeked', pres, (), int(claims['peeked'] == real)))
            if 'investigated' in claims and 'investigated' in in_log:
                target = claims['investigated']['player']
                real = 0 if roles[target] == 'liberal' else 1  # R26
                said = 0 if claims['investigated']['party'] == 'liberal' else 1
                obs.append((fold, 'investigated', pres, (real,), said))
    return obs


def choices(kind, situation):
    """The choices open in a situation (the model gives each some probability)."""
    if kind == 'pass':
        drawn = situation[0]
        return [p for p in (drawn - 1, drawn) if 0 <= p <= 2]
    if kind == 'enact':
        return [0, 1]
    if kind == 'drew':
        return [0, 1, 2, 3]
    if kind == 'received':
        return [0, 1, 2]
    return [0, 1]  # peeked (1: the truth), investigated (the party said)


def key(kind, situation, rich):
    """The situation a table is indexed by; without `rich`, claims depend on the
    tiles seen only."""
    if not rich and kind in ('drew', 'received'):
        return situation[:1]
    return situation


def fit(obs, rich, alpha):
    counts = {}
    for _, kind, role, situation, choice in obs:
        k = (kind, role, key(kind, situation, rich))
        counts.setdefault(k, {})
        counts[k][choice] = counts[k].get(choice, 0) + 1

    def prob(kind, role, situation, choice):
        options = choices(kind, situation)
        seen = counts.get((kind, role, key(kind, situation, rich)), {})
        total = sum(seen.values()) + alpha * len(options)
        return (seen.get(choice, 0) + alpha) / total

    return prob


def held_out_loglik(obs, rich, alpha):
    total = 0.0
    for fold in range(FOLDS):
        prob = fit([o for o in obs if o[0] != fold], rich, alpha)
        total += sum(math.log(prob(kind, role, situation, choice))
                     for f, kind, role, situation, choice in obs if f == fold)
    return total


def c_array(values):
    if isinstance(values, list):
        return '{' + ', '.join(c_array(v) for v in values) + '}'
    return repr(round(values, 6))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    games_dir = args[0] if args else '../shared/real-games/games'
    if '--list-fold' in sys.argv[1:]:  # the games of fold args[1], to score it held out
        for path in sorted(glob.glob(os.path.join(games_dir, '*.truth.json'))):
            game = os.path.basename(path)[:-len('.truth.json')]
            if fold_of(game) == int(args[1]):
                print(game)
        return
    obs = observations(games_dir)
    games = len(glob.glob(os.path.join(games_dir, '*.truth.json')))
    # --without-fold=K: fit on the other folds only, so that fold K can be
    # scored held out (the committed header uses every game).
    for arg in sys.argv[1:]:
        if arg.startswith('--without-fold='):
            left_out = int(arg.split('=')[1])
            obs = [o for o in obs if o[0] != left_out]
            games = len([p for p in glob.glob(os.path.join(games_dir, '*.truth.json'))
                         if fold_of(os.path.basename(p)[:-len('.truth.json')]) != left_out])
    scores = {(rich, alpha): held_out_loglik(obs, rich, alpha)
              for rich in (False, True) for alpha in ALPHAS}
    rich, alpha = max(scores, key=lambda k: (scores[k], k))
    prob = fit(obs, rich, alpha)
    count = {kind: sum(1 for o in obs if o[1] == kind)
             for kind in ('pass', 'enact', 'drew', 'received', 'peeked', 'investigated')}

    def table_pass(role):  # [drawn][passed]
        return [[prob('pass', role, (d,), p) if p in choices('pass', (d,)) else
                 (1.0 if d in (0, 3) and p == min(d, 2) else 0.0)
                 for p in range(3)] for d in range(4)]

    def table_enact(role):  # [passed]: the chance of enacting a fascist tile
        return [1.0, prob('enact', role, (1,), 1), 0.0]

    def table_drew(role):  # [drawn][passed][claimed]
        return [[[prob('drew', role, (d, p), c) for c in range(4)] for p in range(3)]
                for d in range(4)]

    def table_received(role):  # [passed][enacted][claimed]
        return [[[prob('received', role, (p, e), c) for c in range(3)] for e in range(3)]
                for p in range(3)]

    def table_investigated(role):  # [real party][said party]
        return [[prob('investigated', role, (r,), c) for c in range(2)] for r in range(2)]

    out = []
    w = out.append
    w('// Generated by tools/fit_behaviour.py: do not edit by hand. Produced with')
    w('//   python3 tools/fit_behaviour.py ../shared/real-games/games > src/core/behaviour_rates.h')
    w('// from %d real games (secrethitler.io, docs/analysis.md "The behaviour model"):' % games)
    w('// %s.' % ', '.join('%d %s' % (count[k], k) for k in count))
    w('// Chosen on the held-out log-likelihood of %d folds split by lobby:' % FOLDS)
    w('// alpha %s, claims conditioned on %s.' % (
        alpha, 'the tiles seen and what was done with them' if rich else 'the tiles seen only'))
    for (r, a), v in sorted(scores.items()):
        w('//   %-5s alpha %-4s held-out log-likelihood %.1f' % ('rich' if r else 'plain', a, v))
    w('#pragma once')
    w('')
    w('// clang-format off')
    w('namespace shn::behaviour {')
    w('')
    w('/// Roles index the tables: 0 liberal, 1 fascist, 2 Hitler (Role\'s order).')
    w('inline constexpr int kFittedGames = %d;' % games)
    w('')
    w('/// P(the President passes `passed` liberal tiles | drew `drawn`), by role.')
    w('inline constexpr double kPass[3][4][3] = %s;' % c_array([table_pass(r) for r in range(3)]))
    w('')
    w('/// P(the Chancellor enacts a fascist tile | was passed `passed` liberal ones), by role.')
    w('inline constexpr double kEnactFascist[3][3] = %s;' %
      c_array([table_enact(r) for r in range(3)]))
    w('')
    w('/// P(the President claims `claimed` liberal tiles drawn | drew, passed), by role.')
    w('inline constexpr double kDrewClaim[3][4][3][4] = %s;' %
      c_array([table_drew(r) for r in range(3)]))
    w('')
    w('/// P(the Chancellor claims `claimed` liberal tiles received | passed, enacted:')
    w('/// 0 liberal, 1 fascist, 2 vetoed), by role.')
    w('inline constexpr double kReceivedClaim[3][3][3][3] = %s;' %
      c_array([table_received(r) for r in range(3)]))
    w('')
    w('/// P(a peek claim is the truth), by role; a lie is any of the 7 other orders.')
    w('inline constexpr double kPeekTruth[3] = %s;' %
      c_array([prob('peeked', r, (), 1) for r in range(3)]))
    w('')
    w('/// P(the investigator says `said` | the card shows `real`; 0 liberal, 1 fascist), by role.')
    w('inline constexpr double kInvestigatedClaim[3][2][2] = %s;' %
      c_array([table_investigated(r) for r in range(3)]))
    w('')
    w('} // namespace shn::behaviour')
    w('// clang-format on')
    print('\n'.join(out))


if __name__ == '__main__':
    main()
