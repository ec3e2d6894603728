"""A drive record's text is made from the texts of the parts it shares with the record it was
made from (issue 13, "Speed"), and is byte for byte ``json.dumps`` of the record; the sheet is
the same whatever was remembered."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.drives import DriveRecord, drive_sheet
from scorepad.drives.registration import allocate
from scorepad.drives.service import forget


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    tables=st.integers(1, 4),
    title=st.text(st.characters(whitelist_categories=("L", "N")), max_size=8),
)
def test_the_text_of_each_record_made_is_its_json(seed: int, tables: int, title: str) -> None:
    rng = random.Random(seed)
    ladies = [f"L{k}" for k in range(1, 2 * tables + 1)]
    gents = [f"G{k}" for k in range(1, 2 * tables + 1)]
    people = [(p, "lady", f"Mrs {p} “{title}”") for p in ladies]
    people += [(p, "gent", f"Mr {p}") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", seed),
        house_rules={"rounds": 3},
        title=title.strip() or None,
    )
    for r in range(1, 4):
        for t in rng.sample(range(1, tables + 1), tables):
            ns = rng.randint(0, 13)
            rec = rec.with_result(r, {"table": t, "NS": ns, "EW": 13 - ns})
            assert rec._json == json.dumps(rec.to_json(), ensure_ascii=False)
        if rng.random() < 0.5:  # a correction of the round just complete
            ns = rng.randint(0, 13)
            rec = rec.with_result(r, {"table": 1, "NS": ns, "EW": 13 - ns})
            assert rec._json == json.dumps(rec.to_json(), ensure_ascii=False)
        sheet = rec.sheet()
        forget()
        assert sheet == drive_sheet(rec.to_json(), remember=False)
