"""A learned evaluation: a small network giving the chance to win, trained by self-play.

It is imported only where the network runs (a computer player of the ``expert`` level,
the training command, the analysis); nothing on the way to the game's first frame imports
it. It needs no numpy: the network is numpy's (:mod:`.network`) when numpy can be imported,
and the plain-Python one (:mod:`.plain_network`) otherwise or when ``LIUBO_NETWORK=plain``;
both give the same chances to win (:func:`network_class`).

What a position looks like to the network is each ruleset's own encoding (its
:class:`~.contract.LearnedEncoding`, e.g. ``ai/rulesets/tlv/learned.py``); the network
(:mod:`.network`: one hidden layer of sigmoid units and a sigmoid output, the chance that
the side to throw next wins), its files and the training are shared.

The weights ship as ``data/weights_<key>.npz`` (see :func:`weights_file`), with the
ruleset, the encoding version and the command that trained them; :func:`load_network`
raises :class:`WeightsError` with a clear message when the file is missing, corrupt or
made for something else, and the players fall back to the hand-made evaluation.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import cache
from importlib import resources

from ..engine.ruleset import Ruleset
from .contract import LearnedEncoding, TurnEvaluator, ai_for
from .net import ValueNetwork
from .net import WeightsError as WeightsError

#: ``LIUBO_NETWORK=plain`` runs the plain-Python network even where numpy is installed
NETWORK_ENV = "LIUBO_NETWORK"


def weights_key(rules: Ruleset) -> str:
    """The name weights are kept under: the ruleset id, and its options when not default."""
    changed = rules.options_text().split()
    if not changed:
        return rules.id
    return rules.id + "-" + "-".join(changed)


def weights_file(rules: Ruleset) -> str:
    """The file name of a ruleset's weights under ``data/``."""
    return f"weights_{weights_key(rules)}.npz"


def encoding(rules: Ruleset) -> LearnedEncoding:
    """The learned encoding of ``rules``' kind (WeightsError when it has none)."""
    load = ai_for(rules.kind).learned
    if load is None:
        raise WeightsError(f"ruleset {rules.id!r} has no learned evaluation")
    return load()


def encoding_of(rules: Ruleset) -> int:
    """The version of the encoding that reads ``rules``' positions."""
    return encoding(rules).version


def input_size(rules: Ruleset) -> int:
    """How many inputs the encoding of ``rules``' positions has."""
    return encoding(rules).input_size(rules)


def describe(rules: Ruleset, command: str, **more: object) -> dict[str, object]:
    """The description stored with weights: what they are for and how they were made."""
    return {
        "ruleset": weights_key(rules),
        "encoding": encoding_of(rules),
        "command": command,
        **more,
    }


def network_class() -> Callable[[bytes, str], ValueNetwork]:
    """How weights become a network here: numpy's :class:`~.network.Network` when numpy
    imports (and ``LIUBO_NETWORK`` is not ``plain``), else :class:`~.plain_network.PlainNetwork`."""
    if os.environ.get(NETWORK_ENV, "").strip().lower() != "plain":
        try:
            from .network import Network
        except ImportError:  # a Python without numpy (the browser edition's)
            pass
        else:
            return Network.from_bytes
    from .plain_network import PlainNetwork

    return PlainNetwork.from_bytes


def check_fits(net: ValueNetwork, rules: Ruleset, source: str) -> ValueNetwork:
    """``net`` if it was made for ``rules`` and this encoding; WeightsError otherwise."""
    key = weights_key(rules)
    meta = net.meta
    if meta.get("ruleset") != key:
        raise WeightsError(f"{source} was trained for ruleset {meta.get('ruleset')!r}, not {key!r}")
    version = encoding_of(rules)
    if meta.get("encoding") != version:
        raise WeightsError(
            f"{source} uses position encoding {meta.get('encoding')!r}; "
            f"this version of the game reads encoding {version}"
        )
    size = input_size(rules)
    if net.inputs != size:
        raise WeightsError(f"{source} has {net.inputs} inputs; the encoding has {size}")
    return net


def load_network(
    rules: Ruleset, data: bytes | None = None, source: str | None = None
) -> ValueNetwork:
    """The shipped network for ``rules`` (or one from ``data``); WeightsError if unusable."""
    name = source or weights_file(rules)
    if data is None:
        try:
            data = resources.files("liubo.data").joinpath(weights_file(rules)).read_bytes()
        except OSError as exc:
            raise WeightsError(
                f"no learned weights for ruleset {weights_key(rules)!r} ({name} not found)"
            ) from exc
    return check_fits(network_class()(data, name), rules, name)


def network_or_reason(rules: Ruleset, data: bytes | None = None) -> ValueNetwork | str:
    """:func:`load_network`, or the message saying why there is no usable network."""
    try:
        return load_network(rules, data)
    except WeightsError as exc:
        return str(exc)


@cache
def shipped_network(rules: Ruleset) -> ValueNetwork | str:
    """The shipped network for ``rules``, or the message saying why there is none (cached)."""
    return network_or_reason(rules)


def evaluator(net: ValueNetwork, rules: Ruleset) -> TurnEvaluator:
    """The evaluator that reads ``rules``' positions with ``net``."""
    return encoding(rules).evaluator(net, rules)
