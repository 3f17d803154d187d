Feature: Checkout

  Scenario: Paying with a saved card
    Given a customer without a saved card
    When the customer pays with the saved card
    Then the order is confirmed
