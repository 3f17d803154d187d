function out = normalize_scores(x)
  % scale scores into [0, 1]
  out = (x - min(x)) / max(x);
end

%!assert (normalize_scores ([0 5 10]), [0 0.5 1])
%!assert (normalize_scores ([50 75 100]), [0 0.5 1], 1e-12)
%!test
%! y = normalize_scores ([2 2 2]);
%! assert (all (isfinite (y)))
%!error <Invalid call> normalize_scores ()
