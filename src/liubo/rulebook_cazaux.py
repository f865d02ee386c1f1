"""The rulebook's pages on the second ruleset, Cazaux's, and on how the two compare (no pygame).

The topics are built from ``liubo.rulebook``'s pages and figures and follow part two of
docs/rules.md; ``liubo.rulebook_contents`` puts them after the first ruleset's topics.
Board pictures are :class:`CazauxDiagram`s: position text of the ``cazaux`` ruleset and
station ids of ``data/board_cazaux.json``, drawn on that board. A stone on the centre is
written with its lane (``XC``, ``XT``) in a position and stands on the station ``X``.
Every rule the project chose itself is called "our reading", as in the first part.
"""

from __future__ import annotations

from dataclasses import dataclass

from .compare_chart import ChartFigure
from .engine.sides import Side
from .rulebook import BoardDiagram, Highlight, Page, Topic
from .translation import N_

#: the ruleset these pages describe
RULESET = "cazaux"
#: a stone's lane on the centre, and the station it stands on
LANES = {"XC": "X", "XT": "X"}


@dataclass(frozen=True, slots=True)
class CazauxDiagram(BoardDiagram):
    """A board picture of the ``cazaux`` ruleset (drawn on its own board)."""

    ruleset: str = RULESET

    def placements(self) -> tuple[tuple[str, Side, bool], ...]:
        """The pieces as (station id, side, is Owl); a lane stands on the centre."""
        return tuple(
            (LANES.get(station, station), side, owl)
            for station, side, owl in BoardDiagram.placements(self)
        )


def _h(*pairs: tuple[str, str]) -> tuple[Highlight, ...]:
    return tuple(Highlight(station, kind) for station, kind in pairs)


CIRCUIT = tuple(f"P{k}" for k in range(1, 21))

CAZAUX = Topic(
    "cazaux",
    # TRANSLATORS: rulebook topic: Jean-Louis Cazaux's reconstruction of Liubo.
    N_("Cazaux's rules"),
    (
        Page(
            N_("A second way to play"),
            (
                N_(
                    "Jean-Louis Cazaux, a historian of board games, published his own "
                    "reconstruction of Liubo in the magazine Abstract Games in 2003. Choose it "
                    "as the ruleset when you start a game."
                ),
                N_(
                    "It uses the same board and the same six sticks, but it is a race. Each "
                    "player has six stones, all waiting beside the board. Stones come on at "
                    "the point numbered 1 and run round a circuit of twenty points, against "
                    "the clock."
                ),
                N_(
                    "Two straight roads cross the board through the centre and save four "
                    "steps. A stone that stops on the centre may stand up as an Owl, the "
                    "strongest piece. There are no points to score: the game is won by "
                    "taking pieces."
                ),
            ),
            CazauxDiagram(
                "-/- 0-0 G",
                N_(
                    "Stones enter at 1 and go round against the clock. From 6 a stone may "
                    "take the road through the centre to 16."
                ),
                highlights=_h(("P1", "entry")),
                path=("P1", "P2", "P3", "P4", "P5", "P6", "A", "B", "X", "C", "D", "P16"),
            ),
            evidence=("cazaux",),
        ),
        Page(
            N_("Stations and sticks"),
            (
                N_(
                    "Pieces stand on 29 stations. The twenty of the circuit are numbered 1 to "
                    "20; 1, 6, 11 and 16 are the four cardinal points at the feet of the Ls. "
                    "The two roads through the centre have four more stations each, lettered "
                    "A to D and R to U, and share the centre, X."
                ),
                N_(
                    "Which points of the drawing are the stations is our reading: Cazaux's "
                    "own numbered picture is lost. The dots in the middle of the L stems are "
                    "not used, and the corner circles are ordinary stations."
                ),
                N_(
                    "The sticks are read another way: each group of three is worth one more "
                    "than the number of flat faces up. So a group shows 1 to 4, and 2 or 3 "
                    "come up three times as often as 1 or 4 (each stick falls either way "
                    "with even chances, our reading)."
                ),
            ),
            CazauxDiagram(
                "-/- 0-0 G",
                N_(
                    "The circuit, 1 to 20 against the clock, and the two roads that cross at "
                    "the centre: 6 to 16 and 11 to 1."
                ),
                highlights=_h(("P1", "entry")),
                path=(*CIRCUIT, "P1"),
            ),
            evidence=("cazaux", "ours"),
        ),
        Page(
            N_("A turn"),
            (
                N_(
                    "Throw the sticks and play both numbers, one leg for each, in either "
                    "order (our reading). As a rule the two legs move two different stones; "
                    "bringing a waiting stone on counts as a move."
                ),
                N_(
                    "Every throw can be played in full, so no turn is ever lost. You throw "
                    "again after a 1 and 1 or a 4 and 4, or when a stone finished a lap or "
                    "became an Owl during the turn: one extra throw however many reasons "
                    "(our reading)."
                ),
                N_("One piece may make both legs only:"),
                N_("your Owl;"),
                N_("a stone that is your only piece on the board (our reading);"),
                N_(
                    "your last free stone when it is still waiting: it comes on with one "
                    "number and goes on with the other (our reading)."
                ),
            ),
            CazauxDiagram(
                "P2,P3/- 0-0 G 1,1",
                N_(
                    "Green throws 1 and 1: the stone on 2 steps onto 3, then the stone "
                    "already on 3 goes on to 4. A 1 and 1 means Green throws again."
                ),
                highlights=_h(("P2", "start"), ("P3", "path"), ("P4", "landing")),
                path=("P3", "P4"),
                move="P2>P3/1",
            ),
            evidence=("cazaux", "ours"),
        ),
        Page(
            N_("Forward only, and the crossings"),
            (
                N_(
                    "A stone moves exactly its number of steps and only forward. It may pass "
                    "any piece; passing never does anything. Any number of one side's stones "
                    "may share a station."
                ),
                N_(
                    "A stone that begins a leg on 6 may leave the circuit and cross the "
                    "board to 16; one that begins on 11 may cross to 1. Passing over 6 or 11 "
                    "is not enough, and a stone that stopped there with the first leg of a "
                    "turn waits for a later turn to cross (our reading)."
                ),
                N_(
                    "On the road a stone keeps its direction, even on the centre. At the far "
                    "end it rejoins the circuit and the leg goes on (our reading). A lap is "
                    "20 steps, or 16 with a crossing."
                ),
            ),
            CazauxDiagram(
                "P6,P9/- 0-0 G 2,1",
                N_(
                    "The stone on 6 may take the road: with the 1 it stops on A. The stone "
                    "on 9 reaches 11 with the 2 but may not turn off towards R: it did not "
                    "start the leg on 11."
                ),
                highlights=_h(("P6", "start"), ("A", "landing"), ("R", "blocked")),
                path=("A",),
                move="P6>A/1",
            ),
            evidence=("cazaux", "ours"),
        ),
        Page(
            N_("The centre and the Owl"),
            (
                N_(
                    "A stone that lands on the centre while its side has no Owl may be stood "
                    "on end: it is an Owl from its next leg, and the turn earns an extra "
                    "throw. Standing it up is the player's choice (our reading), and each "
                    "side has at most one Owl."
                ),
                N_(
                    "The Owl moves its exact number along any line, either way round the "
                    "circuit, across either road, turning at the centre or at a cardinal "
                    "point. It never visits a station twice in one move, and it never "
                    "counts a lap (our reading)."
                ),
            ),
            CazauxDiagram(
                "P9,B/- 0-0 G 1,2",
                N_(
                    "With the 1, the stone on B lands on the centre and Green may stand it "
                    "up as an Owl (written B>*X/1)."
                ),
                highlights=_h(("B", "start"), ("X", "landing")),
                path=("X",),
                move="B>*X/1",
            ),
            evidence=("cazaux", "ours"),
        ),
        Page(
            N_("Landing"),
            (
                N_("Only the station where a leg ends counts, and it never holds both colours:"),
                N_("a stone landing on enemy stones sends them all back to wait;"),
                N_("a stone landing on the enemy Owl wins the game at once;"),
                N_("an Owl landing on enemy stones takes them all prisoner;"),
                N_(
                    "an Owl landing on the enemy Owl strips its rank: it goes back to wait as "
                    "a plain stone, and stones with it are taken prisoner."
                ),
            ),
            CazauxDiagram(
                "*P10,P20/P13,P13 0-0 G 3,1",
                N_("Green's Owl lands on 13 with the 3 and takes both White stones prisoner."),
                highlights=_h(
                    ("P10", "start"), ("P11", "path"), ("P12", "path"), ("P13", "capture")
                ),
                path=("P11", "P12", "P13"),
                move="*P10>P13/3",
            ),
            evidence=("cazaux",),
        ),
        Page(
            N_("Laps and prisoners"),
            (
                N_(
                    "A stone finishes a lap when it reaches or passes 1, coming from 20 or "
                    "from U (our reading: landing on 1 counts too). It then goes round "
                    "again."
                ),
                N_(
                    "Each lap frees one of its side's prisoners, if the opponent holds any: "
                    "the stone goes back to wait and may come on with the very next leg "
                    "(our reading). A lap also earns an extra throw."
                ),
                N_(
                    "Prisoners belong to the player who took them and stay held even if "
                    "that player's Owl is later demoted (our reading)."
                ),
            ),
            CazauxDiagram(
                "P3,P19/*P9 0-1 G 3,1",
                N_(
                    "With the 3, Green's stone on 19 passes 20 and 1: a lap. The Green stone "
                    "White held is freed, and Green throws again."
                ),
                highlights=_h(("P19", "start"), ("P20", "path"), ("P1", "path"), ("P2", "landing")),
                path=("P20", "P1", "P2"),
                move="P19>P2/3",
            ),
            evidence=("cazaux", "ours"),
        ),
        Page(
            N_("Winning"),
            (
                N_("There are three ways to win:"),
                N_("take the enemy Owl with a stone;"),
                N_("hold all six enemy stones as prisoners, the great victory;"),
                N_(
                    "outlast an Owl: a side that ends its turn with an Owl, while the "
                    "opponent has none and keeps five or more stones on the board, loses "
                    "(our reading of when and how many)."
                ),
                N_("A game that reaches 500 throws is a draw (our reading)."),
            ),
            CazauxDiagram(
                "P2,P4/*P5,P7 0-0 G 1,3",
                N_("Green's stone on 4 lands on White's Owl with the 1: Green wins at once."),
                highlights=_h(("P4", "start"), ("P5", "capture")),
                path=("P5",),
                move="P4>P5/1",
            ),
            evidence=("cazaux", "ours"),
        ),
    ),
)

COMPARED = Topic(
    "compared",
    # TRANSLATORS: rulebook topic comparing this game's rules with Cazaux's.
    N_("The two compared"),
    (
        Page(
            N_("One board, two games"),
            (
                N_(
                    "Both reconstructions start from the same finds: the TLV board, six "
                    "sticks, twelve pieces and the Owl. Point by point, this game first, "
                    "then Cazaux's:"
                ),
                N_(
                    "Points: 33 perches joined by 40 lines here; 29 stations on a circuit with two"
                    " roads in Cazaux's game, where the corner circles are plain stations."
                ),
                N_(
                    "Entry: your own two Branches here; one shared point, 1, there. In both the "
                    "first step counts 1."
                ),
                N_(
                    "Direction: every bird goes any way here; Cazaux's stones only go forward, and"
                    " only the Owl turns."
                ),
                N_(
                    "Sticks: here a group counts its rounded sides (none up is 4), 2 on average; "
                    "there one more than the flat faces, 2.5 on average."
                ),
            ),
            evidence=("liubolab", "cazaux"),
        ),
        Page(
            N_("Turns, sharing and captures"),
            (
                N_("Again this game first, then Cazaux's:"),
                N_(
                    "Turns: here two different birds, with the pair rule, and a turn may pass; "
                    "there the Owl or a lone stone may move twice, and every throw can be played."
                ),
                N_(
                    "Sharing: here at most two birds a perch, with blockades and contested "
                    "perches; there any number of one side's stones, nothing ever blocks, and the "
                    "colours never mix."
                ),
                N_(
                    "Captures: here a capture scores points and the bird comes back; there stones "
                    "are sent back, an Owl takes prisoners, and a stone that hits the Owl wins."
                ),
                N_(
                    "Owls: here any number, made in the pond and lost in a nest; there one a side,"
                    " made on the centre by choice and kept until taken."
                ),
            ),
            evidence=("liubolab", "cazaux"),
        ),
        Page(
            N_("Ends and extras"),
            (
                N_("How the games end, and what only one of them has:"),
                N_(
                    "Winning: here the first to 6 points; there by taking the Owl with a stone, by"
                    " holding six prisoners, or when an Owl cannot stop five enemy stones."
                ),
                N_(
                    "Extras found only in Cazaux's game: the two shortcuts, laps that free "
                    "prisoners, and extra throws after 1 and 1, 4 and 4, a lap or a new Owl."
                ),
                N_(
                    "Both end a game that runs too long as a draw: 500 turns here, 500 throws "
                    "there."
                ),
                N_(
                    "Neither is the game of the Han. Playing both shows how much of any "
                    "reconstruction is choice, and why this rulebook marks its readings."
                ),
            ),
            evidence=("liubolab", "cazaux"),
        ),
        Page(
            N_("What the numbers say"),
            (
                N_(
                    "The computer players played each ruleset many times with the same "
                    "throws. The chart comes straight from those games; running python -m "
                    "liubo.compare plays them again and redraws it."
                ),
                N_(
                    "A first player's share near 50% means going first hardly matters. The "
                    "more often the stronger player wins, the more the game rewards skill "
                    "over luck."
                ),
                N_(
                    "In Cazaux's race a game takes more throws and captures are far more "
                    "common: every stone runs the same track, and one landing sends a whole "
                    "stack back. Owls are made less often, since a side may have only one."
                ),
            ),
            ChartFigure(),
            evidence=("liubolab", "cazaux"),
        ),
    ),
)

TOPICS: tuple[Topic, ...] = (CAZAUX, COMPARED)
