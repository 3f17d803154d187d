let total counts = List.fold_left ( + ) 0 counts

let average counts = float_of_int (total counts) /. float_of_int (List.length counts)
