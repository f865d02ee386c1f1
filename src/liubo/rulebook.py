"""The in-game rulebook as data: topics, pages, paragraphs and figure specs (no pygame).

Every string is English wrapped in ``N_`` so that ``pybabel extract`` finds it; screens
translate it when they show it (``translator.gettext(page.heading)``). Board diagrams use
the engine's position notation (docs/rules.md section 8) and perch ids from ``data/board.json``.

The text follows docs/rules.md; every rule the project chose itself is called "our reading".
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import Literal

from .compare_chart import ChartFigure
from .engine.sides import Side
from .translation import N_

# What a highlighted perch means in a diagram (the renderer picks a colour per kind).
HIGHLIGHT_KINDS: tuple[str, ...] = (
    "start",  # where the moving bird stands
    "entry",  # a Branch (高) where birds enter
    "path",  # a perch passed through
    "landing",  # where a move ends (or could end)
    "capture",  # a bird is captured here
    "blockade",  # two birds of one colour
    "contested",  # one bird of each colour
    "nest",  # a scoring nest
    "pond",  # the pond, where birds become Owls
    "blocked",  # a perch the move cannot reach
)

# The play screen's highlight kinds (render.palette) closest to each rulebook kind, for a
# renderer that does not draw the rulebook kinds itself.
BASIC_KINDS: dict[str, str] = {
    "start": "selected",
    "entry": "entry",
    "path": "path",
    "landing": "legal",
    "capture": "last_move",
    "blockade": "selected",
    "contested": "last_move",
    "nest": "entry",
    "pond": "entry",
    "blocked": "last_move",
}


@dataclass(frozen=True, slots=True)
class Highlight:
    """A perch to mark in a diagram, and why."""

    perch: str
    kind: str


@dataclass(frozen=True, slots=True)
class BoardDiagram:
    """A small board picture: a position, marked perches and the path of one move.

    ``position`` is position text (``Game.from_text``); ``move`` is the move shown in move
    notation, or None; ``path`` lists the perches the move visits after its start, the
    landing perch last (as ``Move.path``); ``caption`` is an ``N_`` string. ``options``
    are the rule readings (name, value) the move is played under in :meth:`after`.
    """

    position: str
    caption: str
    highlights: tuple[Highlight, ...] = ()
    path: tuple[str, ...] = ()
    move: str | None = None
    options: tuple[tuple[str, str], ...] = ()
    kind: Literal["board"] = "board"

    def perch_ids(self) -> set[str]:
        """Every perch id the diagram mentions (highlights and path)."""
        return {h.perch for h in self.highlights} | set(self.path)

    def placements(self) -> tuple[tuple[str, Side, bool], ...]:
        """The birds on the board as (perch id, side, is Owl), read from ``position``."""
        birds = self.position.split()[0].split("/")
        out = []
        for side, listing in zip((Side.GREEN, Side.WHITE), birds, strict=True):
            for token in listing.split(","):
                if token and token != "-":
                    out.append((token.lstrip("*"), side, token.startswith("*")))
        return tuple(out)

    def side_to_move(self) -> Side:
        """The side whose turn it is in ``position``."""
        return Side.from_letter(self.position.split()[2])

    def throw(self) -> tuple[int, int] | None:
        """The (light, dark) throw in ``position``, if it has one."""
        fields = self.position.split()
        if len(fields) < 4:
            return None
        light, dark = fields[3].split(",")
        return int(light), int(dark)

    def line(self) -> tuple[str, ...]:
        """The move's route to draw: its starting perch (if on the board), then ``path``."""
        if not self.move or not self.path:
            return self.path
        origin = self.move.split(">", 1)[0].lstrip("*")
        return self.path if origin == "OFF" else (origin, *self.path)

    def after(self) -> BoardDiagram:
        """The same picture once its move is played: the position after it, the path kept
        (where the bird came from), the start marker dropped. Without a move, itself."""
        if not self.move:
            return self
        return replace(
            self,
            position=position_after(
                self.position, self.move, getattr(self, "ruleset", "tlv"), self.options
            ),
            highlights=tuple(h for h in self.highlights if h.kind != "start"),
        )

    def basic_highlights(self, kinds: dict[str, str] | None = None) -> tuple[tuple[str, str], ...]:
        """Highlights as (perch id, kind), kinds mapped for a renderer that knows fewer."""
        mapping = BASIC_KINDS if kinds is None else kinds
        return tuple((h.perch, mapping.get(h.kind, h.kind)) for h in self.highlights)


@cache
def position_after(
    position: str, move: str, ruleset: str = "tlv", options: tuple[tuple[str, str], ...] = ()
) -> str:
    """The position text once ``move`` is played in ``position`` under the rule readings
    ``options`` (the throw's numbers that are left are dropped, so the picture shows birds
    only)."""
    from .engine.game import Game

    game = Game.from_text(position, ruleset=ruleset, options=dict(options) or None)
    game.play(move)
    fields = game.to_text().split()
    return " ".join(fields[:3])


# Chance of each value for one group of three sticks (no rounded side up counts 4).
GROUP_CHANCES: tuple[tuple[int, Fraction], ...] = (
    (1, Fraction(3, 8)),
    (2, Fraction(3, 8)),
    (3, Fraction(1, 8)),
    (4, Fraction(1, 8)),
)


@dataclass(frozen=True, slots=True)
class SticksFigure:
    """The odds chart of the sticks: per group, and for each (light, dark) pair."""

    caption: str
    light_label: str = N_("Light group")
    dark_label: str = N_("Dark group")
    # TRANSLATORS: heading of the chart of throw chances; 64 = 8 x 8 equally likely falls.
    unit_label: str = N_("Chances in 64 throws")
    # TRANSLATORS: {count} is how many of the 8 ways three sticks can fall give this value.
    group_label: str = N_("{count} in 8")
    group_chances: tuple[tuple[int, Fraction], ...] = GROUP_CHANCES
    kind: Literal["sticks"] = "sticks"

    def group_chance(self, value: int) -> Fraction:
        """The chance that one group shows ``value`` (1 to 4)."""
        return dict(self.group_chances).get(value, Fraction(0))

    def pair_chance(self, light: int, dark: int) -> Fraction:
        """The chance of exactly this throw (light value, dark value)."""
        return self.group_chance(light) * self.group_chance(dark)

    def pair_table(self) -> tuple[tuple[Fraction, ...], ...]:
        """A 4 x 4 table, rows light 1-4, columns dark 1-4."""
        return tuple(
            tuple(self.pair_chance(a, b) for b, _ in self.group_chances)
            for a, _ in self.group_chances
        )

    def unordered_pairs(self) -> tuple[tuple[tuple[int, int], Fraction], ...]:
        """The chance of each pair of numbers regardless of which group gave which."""
        values = [v for v, _ in self.group_chances]
        out = []
        for i, a in enumerate(values):
            for b in values[i:]:
                chance = self.pair_chance(a, b) * (1 if a == b else 2)
                out.append(((a, b), chance))
        return tuple(out)

    def doubles_chance(self) -> Fraction:
        """The chance that both groups show the same number (5/16)."""
        return sum((self.pair_chance(v, v) for v, _ in self.group_chances), Fraction(0))


Figure = BoardDiagram | SticksFigure | ChartFigure


@dataclass(frozen=True, slots=True)
class Page:
    """One screen of a topic: a heading, short paragraphs, maybe a figure and a history note."""

    heading: str
    paragraphs: tuple[str, ...]
    figure: Figure | None = None
    note: str | None = None
    # What the page's rules rest on: source ids of ``data/evidence.json`` (liubo.evidence).
    evidence: tuple[str, ...] = ()
    # The rule readings (option names of ``data/readings.json``) the page's rules depend
    # on: the page says which of their readings is in force.
    readings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Topic:
    """A rulebook topic (one entry of the contents list)."""

    id: str
    title: str
    pages: tuple[Page, ...]


def _h(*pairs: tuple[str, str]) -> tuple[Highlight, ...]:
    return tuple(Highlight(perch, kind) for perch, kind in pairs)


TOPICS: tuple[Topic, ...] = (
    Topic(
        "welcome",
        N_("Welcome"),
        (
            Page(
                N_("Welcome to Liubo"),
                (
                    N_(
                        "Liubo (六博, liùbó) was one of the best loved games of ancient China. "
                        "It was played for centuries and was at its height in the Han dynasty, "
                        "about two thousand years ago. Later it fell out of use and its rules "
                        "were forgotten."
                    ),
                    N_(
                        "Two players, Green and White, each lead six birds along the lines of "
                        "a square board. A bird that gets to the pond in the middle fishes there "
                        "and comes out of it an Owl. Players score by capturing enemy birds and by "
                        "flying their Owls into the nests on the far side."
                    ),
                    N_("The first player to reach 6 points wins."),
                ),
                evidence=("zhaohun", "shuowen", "boards", "liubolab"),
            ),
            Page(
                N_("A game rebuilt from clues"),
                (
                    N_(
                        "What you are about to play is a reconstruction. Archaeologists have "
                        "dug up boards, sticks and pieces of writing about the game, and from "
                        "these clues people have rebuilt rules that can be played."
                    ),
                    N_(
                        "Where the clues run out, someone had to decide. Whenever this project "
                        "made such a choice, this rulebook says so with the words \u201cour "
                        "reading\u201d."
                    ),
                    N_(
                        "Start with Quick rules if you want to play straight away. The other "
                        "topics explain each rule with a small board picture: coloured rings "
                        "show where a bird starts, the way it goes and where it lands, and the "
                        "caption underneath tells the story."
                    ),
                ),
                evidence=("liubolab", "ours"),
            ),
        ),
    ),
    Topic(
        "quick",
        N_("Quick rules"),
        (
            Page(
                N_("The game on one page"),
                (
                    N_("Each player has six birds. All start off the board. Green plays first."),
                    N_(
                        "On your turn, throw the sticks. You get two numbers, each from 1 to 4. "
                        "Move two different birds: one by the first number and one by the "
                        "second, in either order."
                    ),
                    N_(
                        "A bird moves along the lines for exactly its number of steps and never "
                        "visits the same perch twice in one move (our reading). A new bird "
                        "enters on one of your two Branch perches (高), and that step counts as 1 "
                        "(our reading)."
                    ),
                    N_(
                        "A bird that reaches the pond becomes an Owl. Nests are for Owls alone: "
                        "an Owl that gets into one of the two nests across the board scores 2 "
                        "and is a normal bird again. The first to 6 points wins."
                    ),
                ),
                evidence=("shuowen", "liubolab", "ours"),
                readings=("entry", "first"),
            ),
            Page(
                N_("Landing on birds"),
                (
                    N_(
                        "Land on your own bird and the two form a blockade: no bird may land on "
                        "it or pass through it, not even yours. Its two birds may not both end a "
                        "turn on one new perch (our reading)."
                    ),
                    N_(
                        "Land on a single enemy bird: a normal bird captures an Owl (3 points; "
                        "our reading, as the sources disagree), an Owl captures a normal bird (1 "
                        "point), and two birds of the same kind share the perch, which becomes "
                        "contested."
                    ),
                    N_(
                        "Land on a contested perch and you capture the enemy bird there: 1 point "
                        "if it is a normal bird, 3 if an Owl. Your two birds then form a "
                        "blockade."
                    ),
                    N_(
                        "Captured birds go back to their owner and may enter again from the next "
                        "turn. If you cannot use both numbers, use one; if you cannot move at "
                        "all, your turn passes (our reading)."
                    ),
                ),
                evidence=("liubolab", "ours"),
                readings=("owl-landing", "split", "one-number"),
            ),
        ),
    ),
    Topic(
        "screen",
        N_("The screen"),
        (
            Page(
                N_("The board"),
                (
                    N_(
                        "The board in the middle shows the TLV pattern of Han boards and "
                        "mirrors: a square pond in the middle, with T, L and V shapes around it. "
                        "Birds stand on the points of the lines, which we call perches. There "
                        "are 33 of them."
                    ),
                    N_(
                        "Green sits at the bottom and White at the top. Each player enters new "
                        "birds on the two Branch perches (高) in their own corners. Each corner "
                        "also has a small circle, a nest (詘). Your Owls score in the two nests "
                        "on the far side."
                    ),
                    N_(
                        "The buttons under the log change the view: Lines shows or hides the "
                        "lines between perches, Names shows every perch's name in characters, "
                        "pinyin or English, and the two arrows turn the board a quarter turn."
                    ),
                ),
                BoardDiagram(
                    "-/- 0-0 G",
                    N_(
                        "Green enters on the two marked Branch perches, makes Owls in the pond "
                        "and scores in the two far nests."
                    ),
                    _h(
                        ("GAO_SW", "entry"),
                        ("GAO_SE", "entry"),
                        ("POND", "pond"),
                        ("NEST_NW", "nest"),
                        ("NEST_NE", "nest"),
                    ),
                ),
                evidence=("boards", "yinwan", "liubolab"),
            ),
            Page(
                N_("Cards, sticks and log"),
                (
                    N_(
                        "On the left are the two players' cards, White above and Green below. "
                        "A card shows who plays that side, a row of fish for the score out of "
                        "6, and the birds still waiting off the board. The card of the player "
                        "to move has a gold frame."
                    ),
                    N_(
                        "Under the card of the side to move, the two numbers of its throw appear "
                        "as tiles, light and dark. A used number turns grey."
                    ),
                    N_(
                        "On the right is the jar of sticks. Shake it with the mouse and click "
                        "it, press the Throw sticks button, or press Space. Below it a line "
                        "says what to do next, and the Events log lists every throw, move, "
                        "capture, new Owl and point."
                    ),
                ),
            ),
            Page(
                N_("Playing a turn"),
                (
                    N_(
                        "After the throw, choose one of your birds, on the board or waiting on "
                        "your card. The perches it can reach light up in gold; click one. If "
                        "both numbers reach that perch, choose the number with its tile."
                    ),
                    N_("Everything works from the keyboard too:"),
                    N_("Space throws the sticks; 1 to 4, or Z and X, choose a number."),
                    N_("Tab chooses a bird, Up and Down a perch, Enter plays, Esc cancels."),
                    N_("Q and E, or Left and Right, turn the board; L lines; N names."),
                    N_(
                        "H asks for a hint, R opens these rules, F2 changes the language, F11 is "
                        "full screen."
                    ),
                    N_(
                        "When you watch the computer play, P pauses, S plays one step, and "
                        "+ and - change the speed."
                    ),
                ),
            ),
        ),
    ),
    Topic(
        "sticks",
        N_("Throwing the sticks"),
        (
            Page(
                N_("Six sticks in two groups"),
                (
                    N_(
                        "Instead of dice, Liubo uses six throwing sticks. Each stick is rounded "
                        "on one side and flat on the other. They are thrown as two groups of "
                        "three: a light group and a dark group."
                    ),
                    N_(
                        "Count the rounded sides that show in each group. One rounded side "
                        "counts 1, two count 2 and three count 3. If no rounded side shows at "
                        "all, the group counts 4."
                    ),
                    N_(
                        "So each throw gives two numbers from 1 to 4, for example light 2 and "
                        "dark 1. You use both in your turn, one for each of two different birds."
                    ),
                ),
                note=N_(
                    "Han texts call the throwing sticks 箸 (zhù), a word that already meant "
                    "chopsticks in Han and earlier writing: the Shuowen dictionary (about "
                    "100 CE) explains it as a tool for eating rice, and the Hanfeizi tells "
                    "of the ivory 箸 of the tyrant Zhou."
                ),
                evidence=("shuowen", "boards", "liubolab"),
            ),
            Page(
                N_("What to expect"),
                (
                    N_(
                        "Each stick lands rounded side up half of the time. Three sticks can "
                        "fall in eight ways: three ways give 1, three give 2, one gives 3 and "
                        "one, all flat, gives 4."
                    ),
                    N_(
                        "So a 1 or a 2 is three times as likely as a 3 or a 4. On average a "
                        "group is worth 2."
                    ),
                    N_(
                        "Doubles, the same number from both groups, come up in 5 throws out of "
                        "16. At least one 3 or 4 appears in 7 throws out of 16."
                    ),
                ),
                SticksFigure(
                    N_(
                        "The chance of each throw in 64. Doubles add up to 20 in 64, which is "
                        "5 in 16."
                    )
                ),
                evidence=("liubolab",),
            ),
        ),
    ),
    Topic(
        "entering",
        N_("Entering the board"),
        (
            Page(
                N_("Bringing a bird in"),
                (
                    N_(
                        "All birds start off the board. To bring one in, use one of your "
                        "numbers. The bird's first step is onto one of your two Branch perches "
                        "(高), and that step counts as 1. It then walks on for the rest of the "
                        "number."
                    ),
                    N_(
                        "Green enters on the Branches in the two bottom corners, White on those "
                        "in the two top corners. With a 1 the bird stops on the Branch; with a "
                        "2 it goes one step further, and so on."
                    ),
                    N_(
                        "Entering is an ordinary move: it uses one number, and the other number "
                        "must move a different bird. That the step onto the Branch counts as 1 "
                        "is our reading."
                    ),
                ),
                BoardDiagram(
                    "-/- 0-0 G 2,1",
                    N_(
                        "Green throws 2 and 1. With the 2, a new bird steps onto the Branch "
                        "and on to the Bend."
                    ),
                    _h(("GAO_SW", "entry"), ("GAO_SE", "entry"), ("QU_S", "landing")),
                    path=("GAO_SW", "QU_S"),
                    move="OFF>QU_S/2",
                ),
                evidence=("yinwan", "liubolab", "ours"),
                readings=("entry",),
            ),
            Page(
                N_("Coming back in"),
                (
                    N_(
                        "A captured bird goes back to its owner. From the owner's next turn it "
                        "may enter again, exactly like a bird that has not played yet."
                    ),
                    N_(
                        "A Branch follows the usual landing rules. If two birds of one colour "
                        "stand on it, it is a blockade, and nobody can enter through it: use "
                        "your other Branch. A single bird there, of either colour, can be "
                        "passed or landed on."
                    ),
                    N_(
                        "A new bird needs 7 steps to reach the pond: the step onto the Branch "
                        "and six more. Since a bird moves only once a turn, that usually takes "
                        "three or four turns."
                    ),
                ),
                evidence=("liubolab",),
            ),
        ),
    ),
    Topic(
        "moving",
        N_("Moving"),
        (
            Page(
                N_("Along the lines"),
                (
                    N_(
                        "A bird moves along the lines from perch to perch. A move of 3 takes "
                        "exactly three steps: a bird may not stop early or keep steps for later."
                    ),
                    N_(
                        "It may go in any direction and turn at any crossing. But in one move "
                        "it may not visit any perch twice, and the perch it started from counts "
                        "as visited, so it cannot step back and forth."
                    ),
                    N_(
                        "You move two different birds each turn; the same bird may not move "
                        "twice. You may not pass while a move is possible. The exact count and "
                        "the ban on visiting a perch twice are our reading."
                    ),
                ),
                BoardDiagram(
                    "QU_S/- 0-0 G 3,1",
                    N_(
                        "With a 3, the Green bird on the Bend can walk in towards the pond or "
                        "go either way round the forest ring."
                    ),
                    _h(
                        ("QU_S", "start"),
                        ("ZHANG_S", "path"),
                        ("DAO_S", "path"),
                        ("JIE_S", "landing"),
                        ("QU_W", "landing"),
                        ("QU_E", "landing"),
                    ),
                    path=("ZHANG_S", "DAO_S", "JIE_S"),
                    move="QU_S>JIE_S/3",
                ),
                evidence=("liubolab", "ours"),
            ),
            Page(
                N_("Garden paths and the forest ring"),
                (
                    N_(
                        "Four garden paths lead out from the pond, one towards each side. Along "
                        "each one you pass the Bank (廉), the Post (楬), the Trail (道), the Bough "
                        "(張) and the Bend (曲). A path runs straight as far as the Trail, then "
                        "bends at the Bough and again at the Bend, where it meets the forest "
                        "ring."
                    ),
                    N_(
                        "The forest ring joins the four Bends through the Hollows (長) and "
                        "Branches (高) of the corners: twelve perches in a loop. Each corner also "
                        "has a nest (詘) linked to its Hollow and its Branch. Nests are open to "
                        "Owls alone."
                    ),
                    N_(
                        "On this board, for any number from 1 to 4, there is never more than "
                        "one way from one perch to another. Choosing a bird and where it lands "
                        "is enough to say which way it goes."
                    ),
                ),
                BoardDiagram(
                    "-/- 0-0 G",
                    N_("One garden path, from the pond to the Bend, and the forest ring."),
                    _h(
                        ("LIAN_S", "path"),
                        ("JIE_S", "path"),
                        ("DAO_S", "path"),
                        ("ZHANG_S", "path"),
                        ("QU_S", "landing"),
                        ("QU_N", "landing"),
                        ("QU_E", "landing"),
                        ("QU_W", "landing"),
                        ("CHANG_NW", "landing"),
                        ("CHANG_NE", "landing"),
                        ("CHANG_SE", "landing"),
                        ("CHANG_SW", "landing"),
                        ("GAO_NW", "entry"),
                        ("GAO_NE", "entry"),
                        ("GAO_SE", "entry"),
                        ("GAO_SW", "entry"),
                        ("POND", "pond"),
                    ),
                ),
                evidence=("yinwan", "boards", "liubolab"),
            ),
            Page(
                N_("When a number cannot be used"),
                (
                    N_(
                        "Usually you must use both numbers. A first move is allowed only if "
                        "another bird can then use the other number, or if the move wins the "
                        "game at once."
                    ),
                    N_(
                        "If no two moves can use both numbers, you must still use one of them "
                        "if you can, and you choose which. If neither number can be used, your "
                        "turn passes and a message tells you so."
                    ),
                    N_(
                        "The turn ends by itself when both numbers are used, or when the number "
                        "that is left cannot be used."
                    ),
                    N_(
                        "All of this is our reading: the old rules do not say what happens "
                        "when a number cannot be used."
                    ),
                ),
                evidence=("ours",),
                readings=("one-number",),
            ),
        ),
    ),
    Topic(
        "owls",
        N_("Owls"),
        (
            Page(
                N_("Catching a fish"),
                (
                    N_(
                        "The square in the middle of the board is the pond (方). A normal bird "
                        "that comes into the pond, whether it stops there or only passes "
                        "through, takes a fish and is an Owl from that step on, for the rest of "
                        "its move."
                    ),
                    N_("Owls are drawn standing on end, so you can spot them at a glance."),
                    N_(
                        "An Owl is strong: it captures normal birds, and the nests are open to "
                        "no other bird. It is also a prize: an enemy normal bird that lands on "
                        "it while it stands alone captures it for 3 points. An Owl that comes "
                        "into the pond again gains nothing more."
                    ),
                ),
                BoardDiagram(
                    "JIE_S/- 0-0 G 4,1",
                    N_("Passing through the pond is enough: this bird leaves it as an Owl."),
                    _h(("JIE_S", "start"), ("POND", "pond"), ("JIE_N", "landing")),
                    path=("LIAN_S", "POND", "LIAN_N", "JIE_N"),
                    move="JIE_S>JIE_N/4",
                ),
                evidence=("zhaohun", "gubojing", "liubolab"),
            ),
            Page(
                N_("The pond is not a safe place"),
                (
                    N_(
                        "Birds may stop in the pond, and the usual landing rules apply there. "
                        "That the pond is no safe haven is our reading."
                    ),
                    N_(
                        "Every bird becomes an Owl as it arrives, so a bird standing in the "
                        "pond is always an Owl. An enemy bird that lands on it is an Owl too, "
                        "and the two share the pond as a contested perch. A single normal bird "
                        "can never take an Owl in the pond."
                    ),
                    N_(
                        "The next bird to land on that contested pond captures the enemy Owl "
                        "for 3 points."
                    ),
                ),
                BoardDiagram(
                    "*POND/JIE_N 0-0 W 2,1",
                    N_(
                        "White lands in the pond and becomes an Owl as it arrives. Owl meets "
                        "Owl, so the pond is contested."
                    ),
                    _h(("JIE_N", "start"), ("POND", "contested")),
                    path=("LIAN_N", "POND"),
                    move="JIE_N>POND/2",
                ),
                note=N_(
                    "The Chu ci poem Summoning the Soul (Warring States) says 成梟而牟: making "
                    "an Owl doubles the win. Fish come from a later text, the Gu bo jing, "
                    "where a piece that is stood up (驍) goes into the water to take fish. "
                    "Making Owls in the pond is the reconstruction's way of joining these "
                    "clues."
                ),
                evidence=("zhaohun", "gubojing", "liubolab", "ours"),
                readings=("pond",),
            ),
        ),
    ),
    Topic(
        "blockades",
        N_("Blockades"),
        (
            Page(
                N_("Two birds make a wall"),
                (
                    N_(
                        "When a move ends on a perch where one of your own birds stands, the "
                        "two form a blockade. A perch never holds more than two birds."
                    ),
                    N_(
                        "A blockade is a wall. No bird may land on it or pass through it, and "
                        "that includes your own birds."
                    ),
                    N_(
                        "Use a blockade to shut enemy birds off from the pond, or to guard the "
                        "road home for your Owls. But remember that two birds standing together "
                        "are two birds not moving forward."
                    ),
                ),
                BoardDiagram(
                    "QU_S/- 0-0 G 2,1",
                    N_(
                        "A new Green bird enters and lands beside its partner: the Bend is now "
                        "a blockade."
                    ),
                    _h(("GAO_SW", "entry"), ("QU_S", "blockade")),
                    path=("GAO_SW", "QU_S"),
                    move="OFF>QU_S/2",
                ),
                evidence=("liubolab",),
            ),
            Page(
                N_("Walls block everyone"),
                (
                    N_(
                        "A blockade lasts while both birds stay. Move one of them away and the "
                        "other stands alone again."
                    ),
                    N_(
                        "Both birds of a blockade may move in the same turn, one with each "
                        "number, but they may not both end the turn on the same new perch. A "
                        "wall cannot simply march along in one piece."
                    ),
                    N_(
                        "This last rule is our reading. The reconstruction's rulebook gives it "
                        "for doubles; we apply it to every throw, so it never depends on what "
                        "you threw."
                    ),
                ),
                BoardDiagram(
                    "DAO_S,ZHANG_S,ZHANG_S/- 0-0 G 2,1",
                    N_(
                        "Green's own bird on the Trail cannot get past the Green blockade on the "
                        "Bough: the Bend is out of its reach."
                    ),
                    _h(("DAO_S", "start"), ("ZHANG_S", "blockade"), ("QU_S", "blocked")),
                ),
                evidence=("liubolab", "ours"),
                readings=("split",),
            ),
        ),
    ),
    Topic(
        "contested",
        N_("Contested perches"),
        (
            Page(
                N_("Sharing a perch"),
                (
                    N_(
                        "When your bird lands on a single enemy bird of the same kind, normal "
                        "on normal or Owl on Owl, nobody is captured. Both birds stay and the "
                        "perch is contested."
                    ),
                    N_(
                        "A contested perch holds two birds, one of each colour. Other birds may "
                        "pass through it. Either bird may later move away and leave the other "
                        "alone."
                    ),
                    N_(
                        "While it lasts, a contested perch is a chance for both players: the "
                        "next bird of either colour to land there captures the enemy bird on it."
                    ),
                ),
                BoardDiagram(
                    "DAO_S/JIE_S 0-0 G 1,2",
                    N_("A normal Green bird lands on a normal White bird: the Post is contested."),
                    _h(("DAO_S", "start"), ("JIE_S", "contested")),
                    path=("JIE_S",),
                    move="DAO_S>JIE_S/1",
                ),
                evidence=("liubolab",),
            ),
            Page(
                N_("Settling a contest"),
                (
                    N_(
                        "When a bird lands on a contested perch, the enemy bird there is "
                        "captured, whatever kind the mover is. The points depend on the captured "
                        "bird: 1 if it was a normal bird, 3 if it was an Owl."
                    ),
                    N_("The mover's two birds then stand together as a blockade."),
                    N_(
                        "So contesting a perch is a gamble. It costs nothing now, but it leaves "
                        "a target for both sides. Before you step in, count whose birds are "
                        "within reach."
                    ),
                ),
                BoardDiagram(
                    "JIE_S,QU_S/JIE_S 0-0 G 3,1",
                    N_(
                        "A second Green bird lands on the contested Post: the White bird is "
                        "captured (1 point) and the Green pair form a blockade."
                    ),
                    _h(("QU_S", "start"), ("JIE_S", "capture")),
                    path=("ZHANG_S", "DAO_S", "JIE_S"),
                    move="QU_S>JIE_S/3",
                ),
                evidence=("liubolab",),
            ),
        ),
    ),
    Topic(
        "capturing",
        N_("Capturing"),
        (
            Page(
                N_("Who captures whom"),
                (
                    N_(
                        "A bird is captured in one of three ways: a normal bird lands on a lone "
                        "enemy Owl, an Owl lands on a lone enemy normal bird, or any bird lands "
                        "on a contested perch and takes the enemy bird there."
                    ),
                    N_(
                        "A normal bird that lands on a lone enemy Owl captures it: 3 points, the "
                        "small bird bringing down the great one."
                    ),
                    N_("An Owl that lands on an enemy normal bird captures it and scores 1 point."),
                    N_(
                        "That a lone normal bird takes an Owl is our reading: the "
                        "reconstruction's rulebook disagrees with itself here. Its English text "
                        "and its table of points say so; its Chinese text says one normal bird "
                        "landing on an Owl does nothing, and that two are needed to drive an Owl "
                        "off."
                    ),
                    N_(
                        "Two lone birds of the same kind contest the perch instead. Passing "
                        "through never captures."
                    ),
                ),
                BoardDiagram(
                    "DAO_S/*JIE_S 0-0 G 1,2",
                    N_("A normal Green bird lands on a White Owl and captures it: 3 points."),
                    _h(("DAO_S", "start"), ("JIE_S", "capture")),
                    path=("JIE_S",),
                    move="DAO_S>JIE_S/1",
                ),
                evidence=("liubolab", "ours"),
                readings=("owl-landing",),
            ),
            Page(
                N_("After a capture"),
                (
                    N_(
                        "The captured bird leaves the board and goes back to its owner. A "
                        "captured Owl loses its rank and is a normal bird again."
                    ),
                    N_(
                        "Its owner may bring it back from their next turn on, entering it on a "
                        "Branch like any new bird."
                    ),
                    N_(
                        "Points always go to the player who captures, and they depend on the "
                        "bird captured: 1 for a normal bird, 3 for an Owl, whether it stood "
                        "alone or on a contested perch."
                    ),
                ),
                BoardDiagram(
                    "*LIAN_S/ZHANG_S 2-0 G 3,1",
                    N_(
                        "A Green Owl lands on a normal White bird: 1 point, and the White bird "
                        "goes back to its owner."
                    ),
                    _h(("LIAN_S", "start"), ("ZHANG_S", "capture")),
                    path=("JIE_S", "DAO_S", "ZHANG_S"),
                    move="*LIAN_S>ZHANG_S/3",
                ),
                evidence=("liubolab",),
            ),
        ),
    ),
    Topic(
        "nests",
        N_("Scoring in nests"),
        (
            Page(
                N_("Flying home"),
                (
                    N_(
                        "Each corner of the board has a nest (詘), a small circle linked to the "
                        "corner's Hollow (長) and Branch (高)."
                    ),
                    N_(
                        "Nests are closed to normal birds, and an Owl may go into a nest only "
                        "across the board, where its side scores: Green's Owls in the two top "
                        "corners, White's in the two bottom corners."
                    ),
                    N_(
                        "When your Owl enters one of those nests, by landing in it or passing "
                        "through it, you score 2 points at once. The Owl has done its work: it "
                        "becomes a normal bird again and finishes its move as a normal bird."
                    ),
                ),
                BoardDiagram(
                    "*QU_N/- 0-0 G 2,1",
                    N_("A Green Owl on the far Bend flies two steps into a top nest: 2 points."),
                    _h(("QU_N", "start"), ("NEST_NW", "nest"), ("NEST_NE", "nest")),
                    path=("CHANG_NW", "NEST_NW"),
                    move="*QU_N>NEST_NW/2",
                ),
                note=N_(
                    "In the Gu bo jing, a post-Han text about a later form of the game, points "
                    "are tallies (籌) won from fish: 2 for pulling a fish in (牽魚), 3 for turning "
                    "one over (翻魚). Giving 2 to a nest and 3 to a captured Owl is the "
                    "reconstruction's choice."
                ),
                evidence=("yinwan", "gubojing", "liubolab"),
            ),
            Page(
                N_("Through the nest and back"),
                (
                    N_(
                        "An Owl may fly through a nest and keep going. It scores the 2 points "
                        "as it passes and lands beyond the nest as a normal bird."
                    ),
                    N_(
                        "A normal bird standing in a nest may always leave it, so a bird that "
                        "has just scored is not stuck. Send it back to the pond to become an "
                        "Owl again and it can score a second time."
                    ),
                    N_(
                        "The pond is 7 steps from every nest, so an Owl leaving the pond needs "
                        "at least two turns to get home, and usually three or four."
                    ),
                ),
                BoardDiagram(
                    "*QU_N/- 0-0 G 3,1",
                    N_(
                        "Passing through the nest scores too: the Owl lands on the Branch "
                        "beyond it as a normal bird."
                    ),
                    _h(("QU_N", "start"), ("NEST_NW", "nest"), ("GAO_NW", "landing")),
                    path=("CHANG_NW", "NEST_NW", "GAO_NW"),
                    move="*QU_N>GAO_NW/3",
                ),
                evidence=("liubolab",),
            ),
        ),
    ),
    Topic(
        "winning",
        N_("Winning"),
        (
            Page(
                N_("Six points"),
                (
                    N_(
                        "The first player to reach 6 points wins. Going past 6 counts just the "
                        "same: with 5 points, capturing an Owl takes you to 8 and wins."
                    ),
                    N_(
                        "Points come in three sizes: 1 for capturing a normal bird, 3 for "
                        "capturing an Owl and 2 for an Owl entering a nest. Only the player who "
                        "moves can score, so a game never ends in a tie."
                    ),
                    N_(
                        "The game checks for a win after every single move. If your first move "
                        "reaches 6 you win at once, even when no second move could follow. This "
                        "is our reading."
                    ),
                ),
                BoardDiagram(
                    "*CHANG_NW/GAO_SW 4-3 G 1,3",
                    N_("Green has 4 points. One step into the nest makes 6: Green wins."),
                    _h(("CHANG_NW", "start"), ("NEST_NW", "nest")),
                    path=("NEST_NW",),
                    move="*CHANG_NW>NEST_NW/1",
                ),
                note=N_(
                    "No Han text gives a target. The 6 points are the reconstruction's, and they "
                    "echo the Gu bo jing, a post-Han text, where taking six tallies (六籌) is a "
                    "great win."
                ),
                evidence=("gubojing", "liubolab", "ours"),
                readings=("win",),
            ),
            Page(
                N_("Roads to six"),
                (
                    N_(
                        "There are many ways to collect 6 points: three Owls flown home, two "
                        "Owls captured, or a mix such as one nest, one Owl captured and one "
                        "normal bird captured."
                    ),
                    N_(
                        "Capturing Owls is the fastest road, but your opponent will guard them. "
                        "Nests are slower but steadier, and an Owl that has scored is a normal "
                        "bird again, worth only 1 if it is caught."
                    ),
                    N_(
                        "A game that reaches 500 turns without a winner ends in a draw. This "
                        "limit is our own, so that games between computer players always end; "
                        "people playing will hardly ever meet it."
                    ),
                ),
                evidence=("liubolab", "ours"),
            ),
        ),
    ),
    Topic(
        "strategy",
        N_("Strategy"),
        (
            Page(
                N_("Good habits"),
                (
                    N_(
                        "Bring birds onto the board early. A bird off the board can only enter, "
                        "while birds already out give you a choice for both numbers."
                    ),
                    N_(
                        "Think about the second number before you play the first. The best "
                        "move for the 4 is often the one that leaves a good use for the 1."
                    ),
                    N_(
                        "A 1 or a 2 is thrown three times as often as a 3 or a 4. A bird one or "
                        "two steps from an enemy is in much more danger than one that is three "
                        "or four steps away."
                    ),
                    N_(
                        "Your Owls are worth 3 points to your opponent. Keep them out of reach "
                        "of enemy normal birds, above all at distances of 1 and 2."
                    ),
                ),
                evidence=("ours",),
            ),
            Page(
                N_("Walls and races"),
                (
                    N_(
                        "A blockade on the road between your opponent's Branches and the pond "
                        "slows down every bird they bring in."
                    ),
                    N_(
                        "Contest a perch when you have more birds nearby than your opponent, "
                        "and avoid it when they have more."
                    ),
                    N_(
                        "An Owl near the enemy nests is both a threat and a target. Move it home "
                        "with a number that lands it in or through the nest, rather than leaving "
                        "it one short."
                    ),
                    N_(
                        "Near the end, count which throws would win for you and which for your "
                        "opponent. A safe, slower plan often beats a fast, risky one."
                    ),
                ),
                evidence=("ours",),
            ),
        ),
    ),
    Topic(
        "history",
        N_("History and sources"),
        (
            Page(
                N_("A game of the Han"),
                (
                    N_(
                        "Liubo was played in China from at least the Warring States period, "
                        "more than 2,300 years ago, and was hugely popular under the Han "
                        "dynasty (206 BCE to 220 CE)."
                    ),
                    N_(
                        "Emperors, officials and ordinary people played it. It appears in "
                        "poems and stories, and Han carvings and pottery figures show two "
                        "players kneeling on either side of a board."
                    ),
                    N_(
                        "After the Han it slowly went out of fashion, and in time its rules were "
                        "lost. What we know today comes from archaeology and from scattered "
                        "lines in old books."
                    ),
                ),
                evidence=("zhaohun", "shuowen", "boards"),
            ),
            Page(
                N_("What has been found"),
                (
                    N_(
                        "Boards have been dug up from tombs together with pieces and sticks. "
                        "Their pattern of lines, the TLV pattern, also decorates many Han "
                        "bronze mirrors."
                    ),
                    N_(
                        "A Han wooden tablet from the tombs at Yinwan, in Jiangsu, uses the "
                        "board for divination and names its positions 方 廉 楬 道 張 曲 詘 長 "
                        "高. The Xijing zaji, stories of the Western Han capital collected in "
                        "the Jin dynasty, keeps a players' chant that writes them 方 畔 揭 道 張 "
                        "究 屈 玄 高: close, but not the same."
                    ),
                    N_(
                        "More recently, bamboo slips about the game were found in the tomb of "
                        "the Marquis of Haihun (died 59 BCE), near Nanchang. They are still "
                        "being studied, and this game takes no rule from them."
                    ),
                ),
                evidence=("boards", "yinwan", "xijing", "haihun"),
            ),
            Page(
                N_("Other reconstructions"),
                (
                    N_(
                        "With so much missing, people have rebuilt Liubo in different ways. This "
                        "game follows one modern reconstruction, set out in a rulebook by Liubo "
                        "Lab (2023), with choices of our own where it is silent."
                    ),
                    N_(
                        "A different reconstruction was published by Jean-Louis Cazaux in the "
                        "magazine Abstract Games (issue 15, 2003). In it, pieces race round a "
                        "circuit of twenty stations with two crossings through the centre, the "
                        "sticks are counted another way, and each player makes a single Owl. "
                        "This game plays it too: choose it when you start a game, and read it "
                        "in the topic Cazaux's rules."
                    ),
                    N_(
                        "Neither can claim to be the game of the Han: both are careful guesses "
                        "built on the same few facts."
                    ),
                ),
                evidence=("liubolab", "cazaux"),
            ),
        ),
    ),
    Topic(
        "about",
        N_("About this reconstruction"),
        (
            Page(
                N_("From the historical record"),
                (
                    N_("These things come from finds and old texts:"),
                    N_("The board: the TLV pattern of excavated boards and bronze mirrors."),
                    N_(
                        "The nine position names 方 廉 楬 道 張 曲 長 高 詘, from the Yinwan "
                        "tablet. We write 楬 (a marker post) as the tablet does, not 揭 as the "
                        "later Xijing zaji chant does: the tablet is the older witness and was "
                        "made for the board itself."
                    ),
                    N_(
                        "Six throwing sticks and twelve pieces: the Shuowen dictionary describes "
                        "the game as 六箸十二棋."
                    ),
                    N_(
                        "The Owl (梟), from the Chu ci line 成梟而牟. Fish and scores of 2 and 3 "
                        "come only from the later Gu bo jing, and both are for fish there: 2 "
                        "tallies for pulling one in, 3 for turning one over."
                    ),
                ),
                evidence=("shuowen", "zhaohun", "gubojing", "yinwan", "xijing", "boards"),
            ),
            Page(
                N_("The reconstruction's reading"),
                (
                    N_(
                        "How these pieces fit together is a modern reading, set out in the "
                        "reconstruction's rulebook (Liubo Lab, 2023), not a record. The board as "
                        "a network of 33 perches joined by lines, the way birds move along it, "
                        "the pond that makes Owls, nests worth 2 and Owls worth 3, blockades and "
                        "contested perches: all of this is reconstruction."
                    ),
                    N_(
                        "The English names Pond, Branch, Hollow and Nest come from the "
                        "reconstruction's rulebook. Bank, Post, Trail, Bough and Bend are this "
                        "project's own."
                    ),
                    N_(
                        "If a new find one day tells us more, the rules may change. That is "
                        "part of the fun of an old game."
                    ),
                ),
                evidence=("liubolab",),
            ),
            Page(
                N_("Our own readings"),
                (
                    N_("Where the reconstruction's rulebook is silent or unclear, we chose:"),
                    N_("The step onto a Branch when entering counts as 1."),
                    N_("A move uses exactly its number of steps and visits no perch twice."),
                    N_(
                        "If both numbers cannot be used, you use one if you can; if neither, "
                        "the turn passes. A winning first move is always allowed."
                    ),
                    N_(
                        "The two birds of a blockade may not end a turn together on a new "
                        "perch, whatever the throw."
                    ),
                    N_("A win is checked after every move. The pond is not a safe haven."),
                    N_("A game that reaches 500 turns is a draw."),
                    N_(
                        "The side names Green (青) and White (白), and the English glosses "
                        "marked †."
                    ),
                ),
                evidence=("ours",),
            ),
        ),
    ),
)


# ---- Position names help (rules screen) ---------------------------------------------


POSITION_NAMES_TITLE = N_("Position names")
POSITION_NAMES_INTRO = N_(
    "The nine names below are those of the Han divination tablet from "
    "Yinwan. The English glosses marked \u201crulebook\u201d are those of the "
    "reconstruction's rulebook; the others are ours, and the board marks "
    "them with a dagger (†)."
)
# What the names rest on (source ids of data/evidence.json, as Page.evidence).
POSITION_NAMES_EVIDENCE: tuple[str, ...] = ("yinwan", "xijing", "liubolab", "ours")
# Column headings of the names table.
POSITION_NAMES_HEADERS: tuple[str, ...] = (
    N_("Name"),
    N_("Pinyin"),
    # TRANSLATORS: column of the English gloss of each position name (an everyday word).
    N_("Gloss"),
    # TRANSLATORS: column saying who chose the gloss: the reconstruction's rulebook or us.
    N_("Gloss from"),
    N_("Where"),
)
GLOSS_SOURCE_LABELS: dict[str, str] = {
    # TRANSLATORS: the gloss comes from the rulebook of the reconstruction.
    "rulebook": N_("rulebook"),
    # TRANSLATORS: the gloss is this project's own choice.
    "project": N_("ours"),
}


def names_our_reading(paragraph: str) -> bool:
    """Whether a paragraph (its English text) states one of the project's own readings:
    the rules screen marks it in the margin with the page's "ours" tag."""
    text = paragraph.lower()
    return "our reading" in text or "is our own" in text or "we chose" in text


#: Topics about the screen rather than the rules: their pages need no evidence tags.
INTERFACE_TOPICS: tuple[str, ...] = ("screen",)


def topic_ids() -> list[str]:
    """The topic ids in reading order."""
    return [topic.id for topic in TOPICS]


def get_topic(topic_id: str) -> Topic:
    """The topic with this id; KeyError if there is none."""
    for topic in TOPICS:
        if topic.id == topic_id:
            return topic
    raise KeyError(topic_id)


def page_strings(page: Page) -> Iterator[str]:
    """Every translatable string on a page, in reading order."""
    yield page.heading
    yield from page.paragraphs
    if isinstance(page.figure, BoardDiagram):
        yield page.figure.caption
    elif isinstance(page.figure, SticksFigure):
        fig = page.figure
        yield from (fig.caption, fig.light_label, fig.dark_label, fig.unit_label, fig.group_label)
    if page.note:
        yield page.note


def all_strings() -> Iterator[str]:
    """Every translatable string of the rulebook and the position names help.

    The names' glosses and places come from ``data/board.json`` and are extracted from it
    (``liubo.i18n_extract``).
    """
    for topic in TOPICS:
        yield topic.title
        for page in topic.pages:
            yield from page_strings(page)
    yield POSITION_NAMES_TITLE
    yield POSITION_NAMES_INTRO
    yield from POSITION_NAMES_HEADERS
    yield from GLOSS_SOURCE_LABELS.values()
