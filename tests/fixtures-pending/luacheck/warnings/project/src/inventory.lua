local M = {}

local function total(items)
  local sum = 0
  for i, item in ipairs(items) do
    sum = sum + item.count
  end
  return sum
end

function M.report(items)
  local unused = 42
  print("total: " .. total(items))
  return totl
end

return M
