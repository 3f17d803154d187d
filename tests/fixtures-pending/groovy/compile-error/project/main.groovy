def inv = new Inventory()
inv.add('A-1', 3)
println inv.total()
