Feature: Error messages (FAIL safe)

  Scenario: Error: payment failed is shown to the user
    Given the payment gateway answers "FAIL: card declined"
    Then the user sees "Error: payment failed"

  Scenario: TODO FIXME(alice) undefined is not a function
    Given the payment gateway answers "TypeError: undefined is not a function"
    Then the user sees "Something went wrong"

  Scenario Outline: Failures: <code> is mapped
    Given the payment gateway answers "<code>"
    Then the user sees "<message>"

    Examples:
      | code         | message              |
      | ECONNREFUSED | Try again later      |
      | 1) Scenario  | Something went wrong |
