module Inventory (Item (..), totalCount) where

data Item = Item { itemName :: String, itemCount :: Int }

totalCount :: [Item] -> Int
totalCount items = sum (map itemName items)
