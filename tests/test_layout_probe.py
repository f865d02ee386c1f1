# -- the soak's side ---------------------------------------------------------------------------


class Alive:
    """A game process that runs and never answers."""

    def poll(self):
        return None


def soak_run(tmp_path, monkeypatch, answers):
    import random

    from liubo.tools import soak

    run = soak.Soak(":0", tmp_path / "home", random.Random(1), tmp_path / "stderr.txt")
    run.game = Alive()
    replies = iter(answers)
    monkeypatch.setattr(run, "layout_now", lambda: next(replies))
    monkeypatch.setattr(soak, "SETTLE_SECONDS", 0.0)
    monkeypatch.setattr(soak, "SILENT_SECONDS", 0.05)
    return run


def test_the_soak_counts_a_layout_that_settles(tmp_path, monkeypatch):
    run = soak_run(tmp_path, monkeypatch, [[]])
    assert run.check_layout("a resize to 1280x720")
    assert (run.figures.layouts, run.figures.bad_layouts, run.figures.problems) == (1, 0, [])


def test_the_soak_fails_a_layout_that_stays_wrong(tmp_path, monkeypatch):
    run = soak_run(tmp_path, monkeypatch, [["drawn 1920x1080 in a 1600x900 window"]] * 2)
    assert not run.check_layout("full screen on and off")
    assert run.figures.bad_layouts == 1
    assert "after full screen on and off" in run.figures.problems[0]
    assert "drawn 1920x1080 in a 1600x900 window" in run.figures.problems[0]


def test_the_soak_fails_a_game_that_stops_answering(tmp_path, monkeypatch):
    run = soak_run(tmp_path, monkeypatch, iter(lambda: None, 1))  # silent for ever
    assert not run.check_layout("a resize to 10x400")
    assert "did not answer" in run.figures.problems[0] and "hang" in run.figures.problems[0]
