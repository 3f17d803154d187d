-- TODO: map more error codes
local M = {}

function M.describe(code)
  if code == 1 then
    return "Error: FAIL in parser"
  end
  return "ok"
end

return M
