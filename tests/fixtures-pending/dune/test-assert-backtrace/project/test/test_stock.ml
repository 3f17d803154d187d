let () =
  assert (Stock.total [ 1; 2; 3 ] = 6);
  print_endline "total ok";
  assert (Stock.average [ 2; 5 ] = 3.5);
  print_endline "average ok";
  assert (Stock.average [] = 0.);
  print_endline "empty ok"
