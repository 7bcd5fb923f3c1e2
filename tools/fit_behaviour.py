#!/usr/bin/env python3
"""Fits the behaviour model of docs/analysis.md ("The behaviour model") on real
games and writes it as a C++ header (src/core/behaviour_rates.h).

    python3 tools/fit_behaviour.py data/real-games/games.tar.xz > src/core/behaviour_rates.h

GAMES, the real games: the archive the repository ships (the default, read as
it is; data/real-games/README.md), or a folder of the same files (the archive
unpacked). Reads every GAME.truth.json (the real roles, every real hand, every
claim made in the log). Counts, for each role (liberal, fascist, Hitler) and
situation, what real players did: which tiles a President passed from the three
drawn, which tile a Chancellor enacted from the two passed, what a President
said they drew, a Chancellor received, a peeker saw, an investigator saw. Each
table is the share of each choice with `alpha` added to every possible choice
(so no choice is ever impossible). `alpha` and whether the claims depend on
more of the situation (the President's claim on the tiles passed as well as
drawn, the Chancellor's on what was enacted as well as passed) are chosen by
the held-out log-likelihood of five folds split by lobby (a game and its
remakes stay together, as data/real-games/README.md says); the tables written
are then counted on all the games. Python 3 standard library only;
deterministic.

Nominations (who a President names as Chancellor among those they could
name) are fitted as a conditional logit on the roles (kNominate). With
`--weights TOOL` (build/shn-role-weights, built with the rates of a first
run) it also fits the mixing exponents (docs/analysis.md, "Mixing"): for each
stage (policies on the board), the weights of the play and of the
nominations in Hitler's odds, chosen to minimise the log loss of the real
Hitler, then those in who is on his team given him, chosen (Hitler's fixed)
to minimise the log loss of the real team, over every checkpoint of the
games as score.py cuts them (after each policy, and the whole log):

    python3 tools/fit_behaviour.py GAMES > src/core/behaviour_rates.h   # then build
    python3 tools/fit_behaviour.py GAMES --weights build/shn-role-weights > rates.h

    python3 tools/fit_behaviour.py GAMES --list-fold K      # the games of fold K
    python3 tools/fit_behaviour.py GAMES --without-fold=K   # rates without fold K

score fold K held out (docs/analysis.md, "How good it is").
"""

import glob
import hashlib
import io
import json
import math
import os
import re
import sys
import tarfile

ROLES = ('liberal', 'fascist', 'hitler')
ENACTED = ('liberal', 'fascist', 'vetoed')
FOLDS = 5
MIX_STAGES = 8
NOMINATION_ALPHA = 1.0
ALPHAS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)
KINDS = ('pass', 'enact', 'drew', 'received', 'peeked', 'investigated')
SPLIT_KINDS = ('pass', 'enact', 'drew', 'received')
DEFAULT_GAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                             'data', 'real-games', 'games.tar.xz')


class Games:
    """The real games, from a folder of GAME.truth.json and GAME.jsonl files or
    from a tar archive of them (any folder inside it; read in memory, never
    unpacked). Games are taken in the order of their truth files' names."""

    def __init__(self, source):
        self.folder, self.files = None, {}
        if os.path.isdir(source):
            self.folder = source
            names = [os.path.basename(p) for p in glob.glob(os.path.join(source, '*.truth.json'))]
        else:
            with tarfile.open(source) as archive:
                for member in archive:
                    name = os.path.basename(member.name)
                    if member.isfile() and name.endswith(('.truth.json', '.jsonl')):
                        self.files[name] = archive.extractfile(member).read()
            names = [n for n in self.files if n.endswith('.truth.json')]
        self.ids = [n[:-len('.truth.json')] for n in sorted(names)]

    def text(self, name):
        """A file's text, newlines read as open() reads them."""
        if self.folder is not None:
            with open(os.path.join(self.folder, name), encoding='utf-8') as f:
                return f.read()
        return io.TextIOWrapper(io.BytesIO(self.files[name]), encoding='utf-8').read()

    def truths(self):
        for game in self.ids:
            yield json.loads(self.text(game + '.truth.json'))


def libs(tiles):
    return tiles.count('L')


def lobby(game_id):
    return re.sub(r'Remake\d*$', '', game_id)


def fold_of(game_id):
    return int(hashlib.sha256(lobby(game_id).encode()).hexdigest(), 16) % FOLDS


# What of the board a table may be split by (chosen per kind of decision by
# the held-out log-likelihood): nothing, 3+ fascist policies, 3+ liberal ones.
SPLITS = ('nothing', '3+ fascist policies on the board', '3+ liberal policies on the board')


def split_flag(split, board):
    if split == 1:
        return int(board[1] >= 3)
    if split == 2:
        return int(board[0] >= 3)
    return 0


def observations(games):
    """-> list of (fold, kind, role, situation, choice, board); one per real
    decision; board: the (liberal, fascist) policies on it before the session."""
    obs = []
    for truth in games.truths():
        fold = fold_of(truth['game'])
        roles = truth['roles']
        boards = {e['entry']: (e['board_before']['liberal'], e['board_before']['fascist'])
                  for e in truth['entries']}
        for s in truth['sessions']:
            board = boards[s['entry']]
            add = obs.append
            obs_append = lambda o, board=board, add=add: add(o + (board,))
            pres, chan = ROLES.index(roles[s['president']]), ROLES.index(roles[s['chancellor']])
            drawn, passed = libs(s['president_hand']), libs(s['chancellor_hand'])
            enacted = ENACTED.index(s['enacted'])
            if drawn in (1, 2):  # R21: a choice only when the three are mixed
                obs_append((fold, 'pass', pres, (drawn,), passed))
            if passed == 1 and enacted < 2:  # R22: a choice only when the two are mixed
                obs_append((fold, 'enact', chan, (passed,), enacted))
            in_log = s.get('claim_lines', {})
            claims = s['claims']
            if 'drew' in claims and 'drew' in in_log:
                obs_append((fold, 'drew', pres, (drawn, passed), libs(claims['drew'])))
                # Too few peek claims to fit on their own (5): a peeker is taken to
                # be as truthful as a President saying what they drew.
                obs_append((fold, 'peeked', pres, (), int(libs(claims['drew']) == drawn)))
            if 'received' in claims and 'received' in in_log:
                obs_append((fold, 'received', chan, (passed, enacted), libs(claims['received'])))
            if 'peeked' in claims and 'peeked' in in_log:
                real = s['truth'].get('peeked', claims['peeked'])
                obs_append((fold, 'peeked', pres, (), int(claims['peeked'] == real)))
            if 'investigated' in claims and 'investigated' in in_log:
                target = claims['investigated']['player']
                real = 0 if roles[target] == 'liberal' else 1  # R26
                said = 0 if claims['investigated']['party'] == 'liberal' else 1
                obs_append((fold, 'investigated', pres, (real,), said))
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


def key(kind, situation, rich, flag):
    """The situation a table is indexed by; without `rich`, claims depend on the
    tiles seen only; `flag`: the split of the board (split_flag)."""
    if not rich and kind in ('drew', 'received'):
        return situation[:1] + (flag,)
    return situation + (flag,)


def fit(obs, rich, alpha, split=0):
    counts = {}
    for _, kind, role, situation, choice, board in obs:
        k = (kind, role, key(kind, situation, rich, split_flag(split, board)))
        counts.setdefault(k, {})
        counts[k][choice] = counts[k].get(choice, 0) + 1

    def prob(kind, role, situation, choice, flag=0):
        options = choices(kind, situation)
        seen = counts.get((kind, role, key(kind, situation, rich, flag)), {})
        total = sum(seen.values()) + alpha * len(options)
        return (seen.get(choice, 0) + alpha) / total

    return prob


def held_out_loglik(obs, rich, alpha, split=0):
    total = 0.0
    for fold in range(FOLDS):
        prob = fit([o for o in obs if o[0] != fold], rich, alpha, split)
        total += sum(math.log(prob(kind, role, situation, choice, split_flag(split, board)))
                     for f, kind, role, situation, choice, board in obs if f == fold)
    return total


def nomination_records(games):
    """-> list of (fold, game, nominations); a nomination: (line, president,
    chancellor, eligible, fascist policies), seats as indices. The eligible:
    the living but the President and the last elected government (only its
    Chancellor with 5 or fewer living; none after chaos), R11."""
    out = []
    for truth in games.truths():
        seat = {name: i for i, name in enumerate(truth['names'])}
        chaos_entries = {c['entry'] for c in truth['chaos']}
        last, noms = None, []
        for e in sorted(truth['entries'], key=lambda e: e['entry']):
            if 'chancellor' not in e or 'nominate_line' not in e:
                continue
            alive = [seat[a] for a in e['alive_before']]
            pres, chan = seat[e['president']], seat[e['chancellor']]
            eligible = [a for a in alive if a != pres and not (
                last and (a == last[1] or (len(alive) > 5 and a == last[0])))]
            if chan not in eligible:
                eligible.append(chan)
            noms.append((e['nominate_line'], pres, chan, eligible, e['board_before']['fascist']))
            if e.get('passed'):
                last = (pres, chan)
            if e['entry'] in chaos_entries:
                last = None
        out.append((fold_of(truth['game']), truth, noms))
    return out


def fit_nominations(records, alpha=NOMINATION_ALPHA, rounds=200):
    """kNominate[president role][named role][3+ fascist policies]: log odds of
    naming a player of each role against a liberal, by iterative scaling."""
    data = []
    for _, truth, noms in records:
        roles = [ROLES.index(truth['roles'][n]) for n in truth['names']]
        for _, pres, chan, eligible, fascist in noms:
            counts = [0, 0, 0]
            for e in eligible:
                counts[roles[e]] += 1
            data.append((roles[pres], int(fascist >= 3), roles[chan], counts))
    table = [[[0.0, 0.0] for _ in range(3)] for _ in range(3)]
    for _ in range(rounds):
        seen = [[[alpha] * 3 for _ in range(2)] for _ in range(3)]
        expected = [[[alpha] * 3 for _ in range(2)] for _ in range(3)]
        for rp, late, rc, counts in data:
            odds = [counts[r] * math.exp(table[rp][r][late]) for r in range(3)]
            total = sum(odds)
            seen[rp][late][rc] += 1
            for r in range(3):
                expected[rp][late][r] += odds[r] / total
        for rp in range(3):
            for late in range(2):
                for r in range(3):
                    table[rp][r][late] += math.log(seen[rp][late][r] / expected[rp][late][r])
                for r in (2, 1, 0):
                    table[rp][r][late] -= table[rp][0][late]
    return table


def checkpoint_cuts(games, truth):
    """score.py's analysis checkpoints of a game: the prefix (lines) after each
    enacted policy, up to the next nomination, and the whole log."""
    lines = games.text(truth['game'] + '.jsonl').splitlines(True)
    starts = sorted(e['nominate_line'] - 1 for e in truth['entries'] if 'nominate_line' in e)
    enacts = sorted([s['enact_line'] for s in truth['sessions'] if 'enact_line' in s] +
                    [c['line'] for c in truth['chaos']])
    cuts = {len(lines)}
    for line in enacts:
        later = [p for p in starts if p >= line]
        cuts.add(later[0] if later else len(lines))
    return lines, sorted(cuts)


def facts_cut(lines):
    """Whether the prefix makes Hitler known (R18 elected, R28 executed)."""
    for text in lines:
        obj = json.loads(text)
        if obj['type'] == 'hitler_check' and obj.get('is_hitler'):
            return True
        if obj['type'] == 'execute' and obj.get('was_hitler'):
            return True
    return False


def policies_in(lines):
    return sum(1 for text in lines if json.loads(text)['type'] == 'enact')


def mixing_points(games, tool, left_out=None):
    """-> list of (stage, hitler seat, team seats, n, hitler known, assignments),
    over the games not in fold `left_out`."""
    import subprocess
    import tempfile
    points, paths, meta = [], [], []
    work = tempfile.mkdtemp(prefix='fit-mix-')
    for truth in games.truths():
        if fold_of(truth['game']) == left_out:
            continue
        lines, cuts = checkpoint_cuts(games, truth)
        roles = [truth['roles'][n] for n in truth['names']]
        for cut in cuts:
            name = os.path.join(work, '%d.jsonl' % len(paths))
            with open(name, 'w') as f:
                f.write(''.join(lines[:cut]))
            paths.append(name)
            meta.append((min(policies_in(lines[:cut]), MIX_STAGES - 1), roles.index('hitler'),
                         {i for i, r in enumerate(roles) if r != 'liberal'}, len(roles),
                         facts_cut(lines[:cut])))
    outputs = []
    for start in range(0, len(paths), 200):
        outputs += subprocess.run([tool] + paths[start:start + 200], capture_output=True,
                                  text=True, check=True).stdout.splitlines()
    for name in paths:
        os.remove(name)
    os.rmdir(work)
    for m, out in zip(meta, outputs):
        data = json.loads(out)
        if data:
            points.append(m + ([tuple(a) for a in data['assignments'] if a[2] > -1e299],))
    return points


EPS = 1e-6


def tempered(assignments, a, b):
    """Each assignment's weight exp(a x play + b x nominations), up to a factor."""
    logs = [a * play + b * nom for _, _, play, nom in assignments]
    top = max(logs)
    return [math.exp(x - top) for x in logs]


def mixed_loss(points, a, b, hitler_odds, hitler_mix=None):
    """The mean log loss of the real Hitler (hitler_odds) or of the real team
    per player. Hitler's odds: the assignments tempered by (a, b); the
    team's: Hitler's odds by `hitler_mix`'s exponents of the stage, then his
    team given him by (a, b) (role_posterior's one joint distribution,
    docs/analysis.md "Mixing")."""
    total = 0.0
    for stage, hitler, team, n, known, assignments in points:
        if hitler_odds:
            weights = tempered(assignments, a, b)
            norm = sum(weights)
            p = sum(w for w, x in zip(weights, assignments) if x[0] == hitler) / norm
            total += -math.log(min(max(p, EPS), 1 - EPS)) if p < 1 else 0.0
        else:
            chance = {}
            for w, x in zip(tempered(assignments, *hitler_mix[stage]), assignments):
                chance[x[0]] = chance.get(x[0], 0.0) + w
            norm = sum(chance.values())
            # Given each Hitler, each team's weight (tempered within his).
            by_hitler = {}
            for x in assignments:
                by_hitler.setdefault(x[0], []).append(x)
            odds = [0.0] * n
            for h, mine in by_hitler.items():
                weights = tempered(mine, a, b)
                given = sum(weights)
                for w, x in zip(weights, mine):
                    for seat in range(n):
                        if x[1] >> seat & 1:
                            odds[seat] += chance[h] / norm * w / given
            for seat in range(n):
                q = min(max(odds[seat], EPS), 1 - EPS)
                total += -math.log(q if seat in team else 1 - q) / n
    return total / max(1, len(points))


def golden(f, lo, hi, rounds=12):
    g = (math.sqrt(5) - 1) / 2
    x1, x2 = hi - g * (hi - lo), lo + g * (hi - lo)
    f1, f2 = f(x1), f(x2)
    for _ in range(rounds):
        if f1 < f2:
            hi, x2, f2 = x2, x1, f1
            x1 = hi - g * (hi - lo)
            f1 = f(x1)
        else:
            lo, x1, f1 = x1, x2, f2
            x2 = lo + g * (hi - lo)
            f2 = f(x2)
    return (lo + hi) / 2


def fit_mixing(points, hitler_odds, hitler_mix=None):
    """Per stage: (a, b), the weights of the play's and the nominations' log
    likelihoods, by coordinate-wise golden-section search in [0, 1.6]; for
    the team's (given Hitler), Hitler's are `hitler_mix`."""
    table = []
    for stage in range(MIX_STAGES):
        sel = [p for p in points if p[0] == stage and not (hitler_odds and p[4])]
        a, b = 1.0, 0.0
        if sel:
            for _ in range(2):
                a = golden(lambda x: mixed_loss(sel, x, b, hitler_odds, hitler_mix), 0.0, 1.6)
                b = golden(lambda x: mixed_loss(sel, a, x, hitler_odds, hitler_mix), 0.0, 1.6)
        table.append([round(a, 3), round(b, 3)])
    return table


def c_array(values):
    if isinstance(values, list):
        return '{' + ', '.join(c_array(v) for v in values) + '}'
    return repr(round(values, 6))


def main():
    argv = sys.argv[1:]
    args = [a for i, a in enumerate(argv)
            if not a.startswith('--') and not (i and argv[i - 1] in ('--weights', '--list-fold'))]
    source = args[0] if args else DEFAULT_GAMES
    if not os.path.exists(source):
        sys.exit('fit_behaviour.py: no games at %s (a folder or a tar archive of '
                 'GAME.truth.json and GAME.jsonl)' % source)
    real = Games(source)
    if '--list-fold' in argv:  # the games of fold K, to score it held out
        fold = int(argv[argv.index('--list-fold') + 1])
        for game in real.ids:
            if fold_of(game) == fold:
                print(game)
        return
    obs = observations(real)
    games = len(real.ids)
    # --without-fold=K: fit on the other folds only, so that fold K can be
    # scored held out (the committed header uses every game).
    for arg in sys.argv[1:]:
        if arg.startswith('--without-fold='):
            left_out = int(arg.split('=')[1])
            obs = [o for o in obs if o[0] != left_out]
            games = len([g for g in real.ids if fold_of(g) != left_out])
    nom_records = nomination_records(real)
    left_out = None
    for arg in sys.argv[1:]:
        if arg.startswith('--without-fold='):
            left_out = int(arg.split('=')[1])
    nominate = fit_nominations([r for r in nom_records if r[0] != left_out])
    mix_hitler = [[1.0, 0.0]] * MIX_STAGES
    mix_team = [[1.0, 0.0]] * MIX_STAGES
    if '--weights' in sys.argv[1:]:
        tool = sys.argv[sys.argv.index('--weights') + 1]
        points = mixing_points(real, tool, left_out)
        mix_hitler = fit_mixing(points, True)
        mix_team = fit_mixing(points, False, mix_hitler)
    # Per kind of decision: the split of the board, whether claims depend on
    # more than the tiles seen, and alpha, by the held-out log-likelihood.
    scores, chosen, probs = {}, {}, {}
    for kind in KINDS:
        mine = [o for o in obs if o[1] == kind]
        options = [(split, rich, alpha)
                   for split in (range(len(SPLITS)) if kind in SPLIT_KINDS else (0,))
                   for rich in ((False, True) if kind in ('drew', 'received') else (True,))
                   for alpha in ALPHAS]
        scores[kind] = {o: held_out_loglik(mine, o[1], o[2], o[0]) for o in options}
        chosen[kind] = max(scores[kind], key=lambda o: (scores[kind][o], -o[0], o[1], o[2]))
        split, rich, alpha = chosen[kind]
        probs[kind] = fit(mine, rich, alpha, split)

    def prob(kind, role, situation, choice, flag=0):
        return probs[kind](kind, role, situation, choice, flag)

    count = {kind: sum(1 for o in obs if o[1] == kind)
             for kind in ('pass', 'enact', 'drew', 'received', 'peeked', 'investigated')}

    def table_pass(role, flag):  # [drawn][passed]
        return [[prob('pass', role, (d,), p, flag) if p in choices('pass', (d,)) else
                 (1.0 if d in (0, 3) and p == min(d, 2) else 0.0)
                 for p in range(3)] for d in range(4)]

    def table_enact(role, flag):  # [passed]: the chance of enacting a fascist tile
        return [1.0, prob('enact', role, (1,), 1, flag), 0.0]

    def table_drew(role, flag):  # [drawn][passed][claimed]
        return [[[prob('drew', role, (d, p), c, flag) for c in range(4)] for p in range(3)]
                for d in range(4)]

    def table_received(role, flag):  # [passed][enacted][claimed]
        return [[[prob('received', role, (p, e), c, flag) for c in range(3)] for e in range(3)]
                for p in range(3)]

    def table_investigated(role):  # [real party][said party]
        return [[prob('investigated', role, (r,), c) for c in range(2)] for r in range(2)]

    out = []
    w = out.append
    w('// clang-format off')
    w('// Generated by tools/fit_behaviour.py: do not edit by hand. Produced with')
    w('//   python3 tools/fit_behaviour.py data/real-games/games.tar.xz > src/core/behaviour_rates.h')
    w('// then, with that header built,')
    w('//   python3 tools/fit_behaviour.py data/real-games/games.tar.xz --weights build/shn-role-weights')
    w('// from %d real games (secrethitler.io, docs/analysis.md "The behaviour model"):' % games)
    w('// %s.' % ', '.join('%d %s' % (count[k], k) for k in count))
    w('// Chosen per kind on the held-out log-likelihood of %d folds split by lobby:' % FOLDS)
    for kind in KINDS:
        split, rich, alpha = chosen[kind]
        w('//   %s: alpha %s, split by %s%s; %.1f (unsplit, best alpha: %.1f)' % (
            kind, alpha, SPLITS[split],
            '' if kind not in ('drew', 'received') else
            ', conditioned on ' + ('the tiles seen and what was done with them' if rich
                                   else 'the tiles seen only'),
            scores[kind][chosen[kind]],
            max(v for o, v in scores[kind].items() if o[0] == 0)))
    w('#pragma once')
    w('')
    w('#include <cstddef>')
    w('')
    w('namespace shn::behaviour {')
    w('')
    w('/// Roles index the tables: 0 liberal, 1 fascist, 2 Hitler (Role\'s order).')
    w('inline constexpr int kFittedGames = %d;' % games)
    w('')
    w('/// The tables below are indexed first by the role, then by a flag of the board before the')
    w('/// session: 0 or 1 as the split of their kind (0 nothing: the flag is always 0; 1: 3+')
    w('/// fascist policies; 2: 3+ liberal policies) says.')
    w('inline constexpr int kPassSplit = %d;' % chosen['pass'][0])
    w('inline constexpr int kEnactSplit = %d;' % chosen['enact'][0])
    w('inline constexpr int kDrewSplit = %d;' % chosen['drew'][0])
    w('inline constexpr int kReceivedSplit = %d;' % chosen['received'][0])
    w('')
    w('/// P(the President passes `passed` liberal tiles | drew `drawn`), [role][flag][drawn][passed].')
    w('inline constexpr double kPass[3][2][4][3] = %s;' %
      c_array([[table_pass(r, f) for f in range(2)] for r in range(3)]))
    w('')
    w('/// P(the Chancellor enacts a fascist tile | was passed `passed` liberal ones),')
    w('/// [role][flag][passed].')
    w('inline constexpr double kEnactFascist[3][2][3] = %s;' %
      c_array([[table_enact(r, f) for f in range(2)] for r in range(3)]))
    w('')
    w('/// P(the President claims `claimed` liberal tiles drawn | drew, passed),')
    w('/// [role][flag][drawn][passed][claimed].')
    w('inline constexpr double kDrewClaim[3][2][4][3][4] = %s;' %
      c_array([[table_drew(r, f) for f in range(2)] for r in range(3)]))
    w('')
    w('/// P(the Chancellor claims `claimed` liberal tiles received | passed, enacted:')
    w('/// 0 liberal, 1 fascist, 2 vetoed), [role][flag][passed][enacted][claimed].')
    w('inline constexpr double kReceivedClaim[3][2][3][3][3] = %s;' %
      c_array([[table_received(r, f) for f in range(2)] for r in range(3)]))
    w('')
    w('/// P(a peek claim is the truth), by role; a lie is any of the 7 other orders.')
    w('inline constexpr double kPeekTruth[3] = %s;' %
      c_array([prob('peeked', r, (), 1) for r in range(3)]))
    w('')
    w('/// P(the investigator says `said` | the card shows `real`; 0 liberal, 1 fascist), by role.')
    w('inline constexpr double kInvestigatedClaim[3][2][2] = %s;' %
      c_array([table_investigated(r) for r in range(3)]))
    w('')
    w('/// Nominations: the log odds that a President of each role names a player of each')
    w('/// role rather than a liberal, [president][named][3+ fascist policies on the board];')
    w('/// fitted on %d nominations (alpha %s).' % (sum(len(r[2]) for r in nom_records if r[0] != left_out), NOMINATION_ALPHA))
    w('inline constexpr double kNominate[3][3][2] = %s;' % c_array(nominate))
    w('')
    w('/// Mixing (docs/analysis.md): the weights of the log likelihood of the play and of the')
    w('/// nominations in the odds of each player being Hitler (kMixHitler) and of each fascist')
    w('/// team given its Hitler (kMixTeam), by the policies on the board (the last: %d' %
      (MIX_STAGES - 1))
    w('/// or more)%s.' % ('' if '--weights' in sys.argv[1:] else '; not fitted (run with --weights)'))
    w('inline constexpr std::size_t kMixStages = %d;' % MIX_STAGES)
    w('inline constexpr double kMixHitler[kMixStages][2] = %s;' % c_array(mix_hitler))
    w('inline constexpr double kMixTeam[kMixStages][2] = %s;' % c_array(mix_team))
    w('')
    w('} // namespace shn::behaviour')
    w('// clang-format on')
    print('\n'.join(out))


if __name__ == '__main__':
    main()
