"""With ``--json`` every command prints only JSON on standard output and
nothing on standard error, whether it succeeds or fails (issue 14); the one
exception is the warning that a language asked for is not available."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import ROOT

FIRST = "examples/upturn/first-play.yaml"
CASES = [
    ["games"], ["games", "--lang", "xx"], ["rules"], ["rules", "upturn"], ["rules", "upturn", "--moves"],
    ["rules", "upturn", "nosuch.id"], ["search", "tweeling"], ["search"],
    ["check", "upturn", FIRST, "play 14"], ["check", "upturn", "nofile.yaml", "x"], ["check", "upturn", FIRST],
    ["check", "chess", FIRST, "x"], ["check", "upturn", FIRST, "fly 14"],
    ["moves", "upturn", FIRST], ["moves", "upturn", FIRST, "--limit", "0"],
    ["apply", "upturn", FIRST, "play 14"], ["apply", "upturn", FIRST, "play"],
    ["replay", "upturn", FIRST], ["score", "uptown", "examples/uptown/10-game-over.yaml"],
    ["score", "upturn", FIRST], ["simulate", "dnup", "--games", "2"], ["simulate", "dnup", "--players", "9"],
    ["schema", "nosuch"],
]


@pytest.mark.parametrize("args", CASES, ids=[" ".join(a) for a in CASES])
def test_json_means_only_json(args):
    env = dict(os.environ, LANGUAGE="", LC_ALL="", LC_MESSAGES="", LANG="C.UTF-8")
    r = subprocess.run([sys.executable, "-m", "checker", *args, "--json"], cwd=ROOT, env=env,
                       capture_output=True, text=True, check=False)
    json.loads(r.stdout)
    if "xx" in args:  # the one warning: the language asked for is not available (standard error)
        assert r.stderr.count("\n") == 1 and "xx" in r.stderr
    else:
        assert r.stderr == ""
