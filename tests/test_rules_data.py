"""The rules files: well formed, stable ids, and every seed line accounted for."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
GAMES = ["upturn", "dnup", "uptown", "3up3down"]
KINDS = {"fact", "rule", "ruling", "variant"}
TOP_KEYS = {
    "game", "aliases", "name", "also_known_as", "players", "age", "length", "publisher",
    "year", "designer", "source_language", "summary", "components", "sources", "ignored",
    "house_rules", "sections", "rules",
}
# The house rules named in RULINGS.md, and how many default readings each game has there.
HOUSE_RULES = {
    "upturn": {"play-drawn-tile", "twin-count-excludes-twin", "twin-sets-trend", "arrows-any-row"},
    "3up3down": {"multiple-clears"},
    "dnup": set(),
    "uptown": set(),
}
DEFAULT_READINGS = {"upturn": 14, "3up3down": 11, "dnup": 7, "uptown": 8}


def load(game: str) -> dict:
    with open(ROOT / "rules" / f"{game}.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def seed_lines(seed: str) -> int:
    return len((ROOT / "seeds" / seed).read_text(encoding="utf-8").splitlines())


@pytest.mark.parametrize("game", GAMES)
def test_rules_file_has_every_top_level_key(game):
    data = load(game)
    assert set(data) == TOP_KEYS, set(data) ^ TOP_KEYS
    assert data["game"] == game
    assert data["players"]["min"] <= data["players"]["max"]
    assert data["summary"].strip()


@pytest.mark.parametrize("game", GAMES)
def test_clause_ids_are_unique_dotted_and_start_with_the_game(game):
    data = load(game)
    pattern = re.compile(rf"^{re.escape(game)}(\.[a-z0-9]+(-[a-z0-9]+)*)+$")
    ids = [rule["id"] for rule in data["rules"]]
    assert len(ids) >= 15
    assert len(ids) == len(set(ids)), [i for i in ids if ids.count(i) > 1]
    bad = [i for i in ids if not pattern.match(i)]
    assert not bad
    sections = {s["id"] for s in data["sections"]}
    for rid in ids:
        branch = rid.rsplit(".", 1)[0]
        assert any(rid.startswith(s + ".") or rid == s for s in sections) or branch == game, rid


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_has_kind_text_title_and_source(game):
    data = load(game)
    house = {h["id"] for h in data["house_rules"]}
    for rule in data["rules"]:
        rid = rule["id"]
        assert rule["kind"] in KINDS, rid
        assert rule["title"].strip() and "\n" not in rule["title"], rid
        assert rule["text"].strip(), rid
        assert "%" not in rule["text"], rid
        assert rule["source"], rid
        if rule["kind"] == "ruling":
            assert rule.get("reason", "").strip(), f"{rid}: a ruling gives its reason"
        else:
            assert "reason" not in rule or rule["kind"] == "variant", rid
        if "house_rule" in rule:
            assert rule["kind"] == "ruling" and rule["house_rule"] in house, rid


@pytest.mark.parametrize("game", GAMES)
def test_house_rules_of_the_rulings_exist_and_flip_a_ruling(game):
    data = load(game)
    rules = {r["id"]: r for r in data["rules"]}
    house = {h["id"]: h for h in data["house_rules"]}
    assert HOUSE_RULES[game] <= set(house)
    for hid, entry in house.items():
        flipped = rules.get(entry["flips"])
        assert flipped is not None and flipped["kind"] == "ruling", hid
        assert entry["text"].strip()
        assert entry["title"].strip() and "\n" not in entry["title"], f"{hid}: a house rule has a one-line title"


@pytest.mark.parametrize("game", GAMES)
def test_every_default_reading_of_the_rulings_is_a_clause(game):
    data = load(game)
    from_rulings = [
        r for r in data["rules"]
        if r["kind"] == "ruling" or any(s == "rulings" or (isinstance(s, dict) and "rulings" in s) for s in r["source"])
    ]
    assert len(from_rulings) >= DEFAULT_READINGS[game]


@pytest.mark.parametrize("game", GAMES)
def test_every_seed_line_is_cited_or_ignored(game):
    data = load(game)
    seeds = [s["seed"] for s in data["sources"]]
    assert seeds
    for seed in seeds:
        total = seed_lines(seed)
        cited, ignored = set(), set()
        for rule in data["rules"]:
            for src in rule["source"]:
                if isinstance(src, dict) and src.get("seed") == seed:
                    cited.update(src["lines"])
        for entry in data["ignored"]:
            if entry["seed"] == seed:
                assert entry["reason"].strip()
                ignored.update(entry["lines"])
        assert cited <= set(range(1, total + 1)), f"{seed}: cites lines past the end"
        assert ignored <= set(range(1, total + 1)), f"{seed}: ignores lines past the end"
        missing = sorted(set(range(1, total + 1)) - cited - ignored)
        assert not missing, f"{seed}: lines neither cited nor ignored: {missing}"
        both = sorted(cited & ignored)
        assert not both, f"{seed}: lines both cited and ignored: {both}"


def test_every_seed_belongs_to_a_game_and_matches_the_shared_copy():
    claimed = {s["seed"] for g in GAMES for s in load(g)["sources"]}
    present = {p.name for p in (ROOT / "seeds").glob("*.txt")}
    assert claimed == present
    shared = ROOT.parent / "shared" / "seeds"
    if shared.is_dir():
        for name in present:
            assert (ROOT / "seeds" / name).read_bytes() == (shared / name).read_bytes(), name
