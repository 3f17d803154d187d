def check_row(row):
    if "@" not in row["email"]:
        raise ValueError(f"row {row['id']}: bad email {row['email']!r}")
    if row["age"] < 0:
        raise ValueError(f"row {row['id']}: negative age")
    return row


def validate(rows):
    errors = []
    for row in rows:
        try:
            check_row(row)
        except (ValueError, KeyError) as exc:
            errors.append(exc)
    if errors:
        raise ExceptionGroup(f"{len(errors)} invalid rows", errors)


if __name__ == "__main__":
    validate([
        {"id": 1, "email": "ann@example.com", "age": 30},
        {"id": 2, "email": "bob.example.com", "age": 41},
        {"id": 3, "email": "cy@example.com"},
    ])
