let () =
  assert (Stock.total [ 1; 2; 3 ] = 6);
  print_endline "total ok";
  assert (Stock.average [ 2; 4 ] = 3);
  print_endline "average ok";
  assert (Stock.average [] = 0);
  print_endline "empty ok"
