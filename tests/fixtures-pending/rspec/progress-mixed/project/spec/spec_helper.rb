require "fileutils"

RSpec.configure do |config|
  config.after(:suite) do
    # clean up the export folder the specs write to
    FileUtils.rm_r("tmp/exports")
  end
end
