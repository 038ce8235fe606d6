#!/usr/bin/env python3
"""Writes the hostile inputs of docs/reliability.md ("Hostile input: time and memory") into a folder.

    python3 tests/fuzz/hostile_inputs.py /tmp/hostile

Each file is a scenario of a shape issue 19 found, or of the largest shapes within the limits of
docs/scenario-format.md ("Limits"), for `spanish21-cli validate`. The 3 GB file is sparse; loop-a.yaml
and loop-b.yaml are symbolic links to each other.
"""
import os
import sys

LIMIT = 256 * 1024  # the file size limit, src/scenario/load_limits.h
HEAD = 'title: t\nprofile: md-2020-6deck\ndrills: [dealing-order]\n'
SEATS_AND_SHOE = 'seats:\n  - {seat: 1, wager: 10}\nshoe:\n  cards: "9S 5H 7D 8C"\n'


def filled(prefix, unit, suffix=''):
    """prefix + as many units as fit in the size limit + suffix."""
    count = (LIMIT - len(prefix) - len(suffix)) // len(unit)
    return prefix + unit * count + suffix


def main(folder):
    os.makedirs(folder, exist_ok=True)
    files = {
        'valid-50mb.yaml': HEAD + 'sections: ["MD-S21 7.E"]\n' + SEATS_AND_SHOE + 'description: ' + 'a' * 50_000_000 + '\n',
        'sections-2.7m.yaml': HEAD + 'sections:\n' + '  - "MD-S21 7.E"\n' * 2_700_000 + SEATS_AND_SHOE,
        'wheel-1m.yaml': HEAD + 'sections: ["MD-S21 7.E"]\n' + SEATS_AND_SHOE + 'wheel:\n' + '  - $1\n' * 1_000_000,
        'nesting-600.yaml': '# 600 levels\n' + ''.join(' ' * i + 'a:\n' for i in range(600)) + ' ' * 600 + 'b: 1\n',
        'unclosed-brackets.yaml': filled('sections: ', '['),
        'flow-list.yaml': filled('sections: [', '"a", ', ']\n'),
        'block-list.yaml': filled('sections:\n', '  - a\n'),
        'long-scalar.yaml': filled('title: ', 'x', '\n'),
        'long-profile-id.yaml': filled('title: t\nprofile: ', 'p', '\n'),
    }
    for name, text in files.items():
        with open(os.path.join(folder, name), 'w', encoding='utf-8') as out:
            out.write(text)
    with open(os.path.join(folder, 'latin1-at-the-end.yaml'), 'wb') as out:
        out.write(filled('title: t\ndescription: ', 'a', '\xe9\n').encode('latin-1'))
    with open(os.path.join(folder, 'big-3gb.yaml'), 'wb') as out:
        out.truncate(3 * 1024 ** 3)
    for link, target in (('loop-a.yaml', 'loop-b.yaml'), ('loop-b.yaml', 'loop-a.yaml')):
        path = os.path.join(folder, link)
        if not os.path.islink(path):
            os.symlink(target, path)


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit('usage: hostile_inputs.py FOLDER')
    main(sys.argv[1])
