"""Money helpers.

>>> fmt(1234)
'$12.34'
"""


def fmt(cents):
    """Format cents as dollars.

    >>> fmt(5)
    '$0.05'
    >>> fmt(-250)
    '-$2.50'
    """
    return "$%d.%02d" % (cents // 100, cents % 100)


def split(total, ways):
    """Split cents evenly; the remainder goes to the first shares.

    >>> split(100, 3)
    [34, 33, 33]
    >>> split(10, 0)
    []
    """
    base, extra = divmod(total, ways)
    return [base + (1 if i < extra else 0) for i in range(ways)]
