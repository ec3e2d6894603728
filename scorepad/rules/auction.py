"""STUB: to be replaced by the real rules of this family."""

from __future__ import annotations

from typing import Any

from scorepad.fields import Fields
from scorepad.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.sheet import Sheet


class Auction(GameRules):
    game = "auction"
    title = "Auction bridge"
    family = "bridge"
    codes = (CodeInfo("portland_1908", "Portland 1908"), CodeInfo("whist_club_1912", "Whist Club 1912"), CodeInfo("whist_club_1913", "Whist Club 1913"), CodeInfo("portland_1914", "Portland 1914"), CodeInfo("whist_club_1915", "Whist Club 1915"), CodeInfo("whist_club_1926", "Whist Club 1926"),)
    default_code = "whist_club_1913"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())
