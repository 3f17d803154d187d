let () =
  let items = [ { Inventory.name = "bolt"; count = 12 } ] in
  print_endline (Report.render (List.map (fun (it : Inventory.item) -> (it.name, it.count)) items));
  Printf.printf "total %d\n" (Inventory.total items)
