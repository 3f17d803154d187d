from pkg.money import fmt


def test_fmt_zero():
    assert fmt(0) == "$0.00"
