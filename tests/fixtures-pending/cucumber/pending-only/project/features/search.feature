Feature: Product search

  Scenario: Search by name
    Given the catalogue has "red pen" and "blue pen"
    When I search for "pen"
    Then I see 2 results

  Scenario: Search with an empty query
    Given the catalogue has "red pen" and "blue pen"
    When I search for ""
    Then I see the error "type something"
