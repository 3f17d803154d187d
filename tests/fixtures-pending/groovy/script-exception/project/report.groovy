def orders = [
    [id: 1, customer: 'ada',   total: 120.0],
    [id: 2, customer: 'grace', total: 80.5],
    [id: 3, customer: null,    total: 42.0],
]

def byCustomer(List rows) {
    rows.groupBy { it.customer.toUpperCase() }
}

def summary = byCustomer(orders).collectEntries { name, rows ->
    [name, rows.sum { it.total }]
}
println "Totals: $summary"
