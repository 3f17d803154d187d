function scheduleEmail(user, cb) {
  setTimeout(() => {
    const domain = user.email.split('@')[1];
    cb(domain);
  }, 5);
}

async function syncProfile(user) {
  await new Promise((r) => setTimeout(r, 5));
  if (!user.id) throw new Error('profile sync failed: user has no id');
  return user.id;
}

module.exports = { scheduleEmail, syncProfile };
