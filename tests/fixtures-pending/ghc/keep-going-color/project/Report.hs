module Report (render) where

render :: [(String, Int)] -> String
render rows = unlines (map line rows)
  where
    line (name, count) = name ++ ": " ++ showCount count
