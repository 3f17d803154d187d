Feature: Shopping cart

  Scenario: Adding items updates the total
    Given an empty cart
    When I add 2 "pen" at 1.50 each
    Then the total is 3.00

  Scenario: Discount codes
    Given an empty cart
    When I add 1 "book" at 20.00 each
    And I apply the code "TEN"
    Then the total is 18.00
