let render rows =
  rows
  |> List.map (fun (name, count) -> Printf.sprintf "%s: %d" name count)
  |> String.concat "\n"

let summary rows = Printf.printf "%d items\n" (List.length rowz)
