local config = {}

config.path = os.getenv("HOME") .. "/.inventory"
debug_mode = true

function config.load()
  local f = io.open(config.path)
  if not f then return nil end
  local text = f:read("*a")
  f:close()
  return text
end

return config
