"""STUB: to be replaced by the real rules of this family."""

from __future__ import annotations

from typing import Any

from scorepad.fields import Fields
from scorepad.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.sheet import Sheet


class BridgeWhist(GameRules):
    game = "bridge_whist"
    title = "Bridge whist"
    family = "bridge"
    codes = (CodeInfo("portland_1904", "Portland 1904"), CodeInfo("new_york_1907", "New York 1907"),)
    default_code = "portland_1904"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())
