type item = { name : string; count : int }

let total items = List.fold_left (fun acc it -> acc + it.name) 0 items

let find name items = List.find_opt (fun it -> it.name = name) items
