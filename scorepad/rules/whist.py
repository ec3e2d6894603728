"""STUB: to be replaced by the real rules of this family."""

from __future__ import annotations

from typing import Any

from scorepad.fields import Fields
from scorepad.record import Rubber
from scorepad.rules.base import CodeInfo, FormSpec, GameRules, Settings
from scorepad.sheet import Sheet


class ShortWhist(GameRules):
    game = "short_whist"
    title = "Short whist"
    family = "whist"
    codes = (CodeInfo("revised_1900", "Revised Code 1900"), CodeInfo("clubs_1864", "Club laws 1864"),)
    default_code = "revised_1900"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())


class LongWhist(GameRules):
    game = "long_whist"
    title = "Long whist"
    family = "whist"
    codes = (CodeInfo("classic", "Long whist"),)
    default_code = "classic"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())


class AmericanWhist(GameRules):
    game = "american_whist"
    title = "American whist"
    family = "whist"
    codes = (CodeInfo("classic", "American whist"),)
    default_code = "classic"
    house_rules = ()

    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        return f.raw

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        raise NotImplementedError

    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        return FormSpec(fields=())
