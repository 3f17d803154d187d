module Main where

import Inventory (Item (..), totalCount)
import Report (render)

main :: IO ()
main = do
  let items = [Item "bolt" 12, Item "nut" 7]
  putStrLn (render [(itemName i, itemCount i) | i <- items])
  print (totalCount items)
