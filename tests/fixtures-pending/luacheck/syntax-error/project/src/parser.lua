local P = {}

function P.split(line)
  local parts = {}
  for field in line:gmatch("[^,]+") do
    parts[#parts + 1] = field
  end
  return parts
end

function P.parse(line)
  local parts = P.split(line)
  if #parts < 2 then
    return nil, "too few fields"
  return { name = parts[1], count = tonumber(parts[2]) }
end

return P
