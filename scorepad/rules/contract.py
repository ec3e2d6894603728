"""STUB: to be replaced by the real rules of this family."""

from __future__ import annotations

from typing import Any

from scorepad.fields import Fields
from scorepad.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.sheet import Sheet


class ContractBridge(GameRules):
    game = "contract"
    title = "Contract rubber bridge"
    family = "bridge"
    codes = (CodeInfo("laws_2014", "Laws 2014"), CodeInfo("laws_1935", "Laws 1935"),)
    default_code = "laws_2014"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())


class Chicago(GameRules):
    game = "chicago"
    title = "Chicago"
    family = "bridge"
    codes = (CodeInfo("acbl", "ACBL"), CodeInfo("nondealer_vulnerable", "Non-dealer vulnerable"),)
    default_code = "acbl"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())
