def kg_to_lb(kg):
    """
    >>> kg_to_lb(1)
    2.2
    """
    return round(kg * 2.20462, 1)
