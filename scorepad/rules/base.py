"""The interface every game family implements, and what the window's forms are built from."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from scorepad.errors import InvalidEntryError, Problem
from scorepad.i18n import Text
from scorepad.records.fields import Fields
from scorepad.records.houserules import HouseRule, Value
from scorepad.records.record import Rubber
from scorepad.rules.engine import Tally, after_end
from scorepad.sheets.sheet import Sheet

__all__ = ["CodeInfo", "FormSpec", "GameRules", "Settings", "after_end"]

Settings = Mapping[str, Value]


@dataclass(frozen=True, slots=True)
class CodeInfo:
    """A code of laws: its id, a display name, and a line on where it comes from."""

    code: str
    title: str
    source: str = ""


@dataclass(frozen=True, slots=True)
class FormSpec:
    """What the hand-entry form of a game and code shows; built by the rules module.

    ``fields`` are the deal-record keys the form offers (``tricks``, ``honours``, ``voids``,
    ``revokes``, ``call``, ``declaration``, ``maker``, ``doubles``, ``declarer``, ``contract``,
    ``result``, ``new_deal``, ``passed_out``, ``dealer``). ``honours`` says how honours are
    entered: ``side`` (whist: a count per side adding up to 4), ``seat`` (bridge games: a count
    per seat out of ``honour_count``) or ``none``. ``revoke_by`` is ``side`` or ``seat``;
    ``revoke_penalties`` the choices the code offers in the record's ``penalty`` field (empty
    when it takes none); ``revoke_tricks`` whether a revoke records a number of ``tricks``
    (contract, Chicago). ``strains`` are the declarations or contract strains of the code.
    """

    fields: tuple[str, ...]
    honours: Literal["side", "seat", "none"] = "none"
    honour_count: int = 4
    strains: tuple[str, ...] = ()
    revoke_by: Literal["side", "seat"] = "side"
    revoke_penalties: tuple[str, ...] = ()
    revoke_tricks: bool = False
    max_doubles: int | None = None
    passed_out: bool = False
    call: bool = False
    voids: bool = False


class GameRules(ABC):
    """A game family's laws: metadata for the registry, validation and scoring of a rubber.

    Subclasses set the class variables, name their :attr:`tally` (the family's
    :class:`~scorepad.rules.engine.Tally`, the one rubber engine with the family's hooks) and
    implement :meth:`read_deal` (static validation of one raw deal into the shared typed deal of
    :mod:`scorepad.rules.deal`) and :meth:`laws_of` (the code with its house rules applied, read
    once per rubber). :meth:`play` walks the deals through the tally, which raises
    :class:`~scorepad.errors.IllegalEntryError` for what breaks the laws in context.
    """

    game: ClassVar[str]
    title: ClassVar[str]
    family: ClassVar[Literal["whist", "bridge"]]
    codes: ClassVar[tuple[CodeInfo, ...]]
    default_code: ClassVar[str]
    house_rules: ClassVar[tuple[HouseRule, ...]]
    #: The game whose quick-entry hint :attr:`shorthand_help` gives ("" for none).
    hint_game: ClassVar[str] = ""
    #: The family's rubber engine: the walk through the deals with the family's hooks.
    tally: ClassVar[type[Tally[Any, Any]]]

    # -- metadata -----------------------------------------------------------------------------
    @property
    def shorthand_help(self) -> str:
        """One line on the quick-entry shorthand, for the window's hint. The grammar's module
        loads with the first hint or line of quick entry, not with the rules: scoring a rubber
        (the window's first paint, ``scorepad score``) does not read shorthand."""
        if not self.hint_game:
            return ""
        # Lazy: the quick-entry grammar, with the first hint shown (records.quick_entry, ~18 ms)
        from scorepad.records.quick_entry import hint

        return hint(self.hint_game)

    @classmethod
    def code_ids(cls) -> tuple[str, ...]:
        return tuple(c.code for c in cls.codes)

    @classmethod
    def code_info(cls, code: str) -> CodeInfo:
        for c in cls.codes:
            if c.code == code:
                return c
        raise KeyError(code)

    # -- scoring ------------------------------------------------------------------------------
    def score(self, rubber: Rubber, settings: Settings) -> Sheet:
        """Validate every deal, then score the rubber. Raises RecordError subclasses."""
        problems: list[Problem] = []
        deals = []
        for i, raw in enumerate(rubber.deals, 1):
            f = Fields(raw, i, problems)
            deals.append(self.read_deal(f, rubber, settings))
        if problems:
            raise InvalidEntryError(problems)
        return self.play(rubber, settings, deals)

    @abstractmethod
    def read_deal(self, f: Fields, rubber: Rubber, settings: Settings) -> Any:
        """Read one raw deal into a typed deal, adding a problem to ``f`` for each fault."""

    @abstractmethod
    def laws_of(self, code: str, settings: Settings) -> Any:
        """The laws in force for one rubber: the code's tables with the house rules applied."""

    def play(self, rubber: Rubber, settings: Settings, deals: list[Any]) -> Sheet:
        """Score the typed deals in order, through the family's tally."""
        code = rubber.code or self.default_code
        tally = self.tally(self.laws_of(code, settings), rubber.dealer_of_first)
        for deal in deals:
            tally.step(deal)
        return tally.sheet(self.game, code, dict(settings))

    # -- entry --------------------------------------------------------------------------------
    @abstractmethod
    def form_spec(self, code: str, settings: Settings) -> FormSpec:
        """What the hand-entry form shows for this code and these house rules."""

    def parse_shorthand(self, text: str, rubber: Rubber, settings: Settings) -> dict[str, Any]:
        """Turn one line of quick entry into a deal record (the next deal of ``rubber``).

        Raises :class:`InvalidEntryError` naming what could not be read.
        """
        raise InvalidEntryError.one(None, "shorthand", Text("no quick entry for this game"))
