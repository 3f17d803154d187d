let total counts = List.fold_left ( + ) 0 counts

let average counts = total counts / List.length counts
