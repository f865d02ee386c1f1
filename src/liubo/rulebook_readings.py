"""The rulebook's pages on the rule readings (the tlv options) and what they change (no pygame).

One topic: what a reading is, the position where each pictured reading parts ways with
the default (a diagram carries the readings its move is played under, so the picture
after the move shows that reading's outcome), the readings without a picture, and the
charts of ``data/readings_compare.json`` (``make readings`` writes it; no number is typed
in here). ``liubo.rulebook_contents`` puts the topic after the first ruleset's topics.
"""

from __future__ import annotations

from .compare_chart import READINGS_CAPTION, READINGS_SOURCE, ChartFigure
from .rulebook import BoardDiagram, Highlight, Page, Topic
from .translation import N_

#: the topic id (the rules screen can open at it)
TOPIC_ID = "readings"


def _h(*pairs: tuple[str, str]) -> tuple[Highlight, ...]:
    return tuple(Highlight(perch, kind) for perch, kind in pairs)


def _chart(*measures: str) -> ChartFigure:
    return ChartFigure(caption=READINGS_CAPTION, source=READINGS_SOURCE, measures=measures)


#: a normal Green bird about to land on a lone White Owl (as on the capture page)
OWL_POSITION = "DAO_S/*JIE_S 0-0 G 1,2"
OWL_MOVE = "DAO_S>JIE_S/1"

READINGS = Topic(
    TOPIC_ID,
    # TRANSLATORS: rulebook topic: the disputed rules a game can switch.
    N_("Rule readings"),
    (
        Page(
            N_("Rules that are readings"),
            (
                N_(
                    "Nobody knows every rule of the Han game. Where the sources say nothing, "
                    "or the English and Chinese texts of the reconstruction's rulebook "
                    "disagree, a rule is a reading: one way to fill the gap."
                ),
                N_(
                    "Seven of these rules can be switched before a game, with Rule readings "
                    "on the title screen, for games by this game's own rules. The first "
                    "reading of each is the default, and it is what this rulebook describes."
                ),
                N_(
                    "The next pages show where the readings part ways. Every page whose rule "
                    "is a reading says which reading is in force: opened during a game, the "
                    "one that game is played by."
                ),
            ),
            evidence=("liubolab", "liubolab-zh", "ours"),
        ),
        Page(
            N_("A bird lands on an Owl: capture"),
            (
                N_(
                    "The English text of the reconstruction's rulebook, and its table of "
                    "points, say that a normal bird landing on a lone enemy Owl captures it, "
                    "for 3 points: the small bird brings down the great one."
                ),
                N_("This is the default reading. Press . or click the picture to play the move."),
            ),
            BoardDiagram(
                OWL_POSITION,
                N_("Capture: the normal Green bird lands on the White Owl, takes it and scores 3."),
                _h(("DAO_S", "start"), ("JIE_S", "capture")),
                path=("JIE_S",),
                move=OWL_MOVE,
            ),
            evidence=("liubolab", "ours"),
            readings=("owl-landing",),
        ),
        Page(
            N_("A bird lands on an Owl: share"),
            (
                N_(
                    "The Chinese text of the same rulebook says that nothing happens: the two "
                    "birds share the perch (共存), and it is contested."
                ),
                N_(
                    "One bird cannot drive an Owl away; it takes two. A second bird that "
                    "lands on the contested perch captures the Owl for 3 points, as on any "
                    "contested perch."
                ),
                N_("The picture shows the move of the page before, played by this reading."),
            ),
            BoardDiagram(
                OWL_POSITION,
                N_(
                    "Share: the normal Green bird lands on the White Owl and both stay. The "
                    "perch is contested and nobody scores."
                ),
                _h(("DAO_S", "start"), ("JIE_S", "contested")),
                path=("JIE_S",),
                move=OWL_MOVE,
                options=(("owl-landing", "contest"),),
            ),
            evidence=("liubolab-zh",),
            readings=("owl-landing",),
        ),
        Page(
            N_("The pond as a sanctuary"),
            (
                N_(
                    "By default the pond is a perch like any other: a bird that lands on a "
                    "contested pond captures the enemy Owl there, and a blockade in the pond "
                    "blocks it. That is our reading."
                ),
                N_(
                    "In the other reading the pond is a safe haven: any number of birds of "
                    "both sides may share it, it never blocks and nobody is captured there. "
                    "No source says so; the reading is here to show what it would change."
                ),
            ),
            BoardDiagram(
                "*POND/*POND,JIE_N 0-0 W 2,1",
                N_(
                    "Sanctuary: White lands in the contested pond and all three birds stay. "
                    "In an open pond it would capture the Green Owl for 3."
                ),
                _h(("JIE_N", "start"), ("POND", "contested")),
                path=("LIAN_N", "POND"),
                move="JIE_N>POND/2",
                options=(("pond", "sanctuary"),),
            ),
            evidence=("liubolab", "ours"),
            readings=("pond",),
        ),
        Page(
            N_("Coming on: stop on the Branch"),
            (
                N_(
                    "By default the step onto a Branch (高) counts as the first step of the "
                    "number, and the bird walks on for the rest. That is our reading: the "
                    "rulebook does not say."
                ),
                N_(
                    "In the other reading a bird coming on uses its whole number to do so "
                    "and stops on the Branch, whatever the number."
                ),
            ),
            BoardDiagram(
                "-/- 0-0 G 2,1",
                N_(
                    "Stop on 高: with the 2, a new bird comes on and stops on the Branch. By "
                    "default it would walk one step on, to the Bend."
                ),
                _h(("GAO_SW", "landing"), ("GAO_SE", "entry")),
                path=("GAO_SW",),
                move="OFF>GAO_SW/2",
                options=(("entry", "stop"),),
            ),
            evidence=("liubolab", "ours"),
            readings=("entry",),
        ),
        Page(
            N_("Four more readings"),
            (
                N_("These readings need no picture; the default comes first:"),
                N_(
                    "The split rule: the two birds of a blockade may not both end a turn on "
                    "one new perch, after any throw (our reading); after doubles only, as the "
                    "rulebook states it; or never."
                ),
                N_(
                    "Only one number usable: the player chooses which (our reading); or, as "
                    "in backgammon, the larger whenever it can be played."
                ),
                N_(
                    "Winning: 6 points win the moment a move reaches them (our reading); or "
                    "only once the turn is over."
                ),
                N_("First player: Green throws first; or a toss decides."),
            ),
            evidence=("liubolab", "backgammon", "ours"),
            readings=("split", "one-number", "win", "first"),
        ),
        Page(
            N_("What the readings change"),
            (
                N_(
                    "Computer players played many games under each reading, one reading "
                    "changed at a time, with the same throws. The charts come straight from "
                    "those games; make readings plays them again."
                ),
                N_(
                    "The first bar, in blue, is the standard rules; the dotted line is its "
                    "value. A reading whose thin line crosses it is no different as far as the "
                    "games can tell."
                ),
                N_(
                    "When the first player wins about half the games (50%), going first "
                    "hardly matters. The more often normal beats greedy, the more the rules "
                    "reward skill."
                ),
            ),
            _chart("first_player", "stronger"),
            evidence=("liubolab", "liubolab-zh", "backgammon", "ours"),
        ),
        Page(
            N_("What the readings change: length and captures"),
            (
                N_(
                    "How long a game of greedy against greedy lasts, in throws of the "
                    "sticks, and how many captures it has."
                ),
                N_(
                    "A game ends when a player reaches 6 points, so a reading that changes "
                    "how often birds are captured changes how long the race to 6 takes."
                ),
            ),
            _chart("throws", "captures"),
            evidence=("liubolab", "liubolab-zh", "ours"),
        ),
        Page(
            N_("What the readings change: Owls and nests"),
            (
                N_(
                    "Per game of greedy against greedy: Owls captured, worth 3 points each, "
                    "and Owls flown into a nest, worth 2."
                ),
                N_(
                    "Owls carry most of the points. Compare the two charts: a reading may "
                    "move points from captured Owls to nests, or the other way."
                ),
            ),
            _chart("owl_captures", "nest_scores"),
            evidence=("liubolab", "liubolab-zh", "ours"),
        ),
    ),
)

TOPICS: tuple[Topic, ...] = (READINGS,)
